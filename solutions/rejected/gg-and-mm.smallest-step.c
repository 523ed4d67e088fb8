/* Wrong Answer: computes every game's step right, then decides by the smallest instead of the largest: the game that ends first does not decide the Every-SG game, the one that ends last does. */
/*
 * Exposed by 01-sample: the second case has steps 2 (3, 2) and 1 (1, 1);
 * the smallest, 1, is odd and this prints MM, but the largest, 2, is
 * even: GG wins.
 */
#include <stdio.h>

/* step of (a, b), a >= b >= 1 */
int step(int a, int b)
{
    int s;

    if (a % b == 0)
        return 1;
    s = step(b, a % b);
    if (a < 2 * b)
        return s + 1;
    return s % 2 == 1 ? s + 2 : s + 1;
}

int main(void)
{
    int n, p, q, s, smallest;

    while (scanf("%d", &n) == 1) {
        smallest = 1000000;
        while (n-- > 0) {
            scanf("%d %d", &p, &q);
            s = p >= q ? step(p, q) : step(q, p);
            if (s < smallest)
                smallest = s;
        }
        puts(smallest % 2 == 1 ? "MM" : "GG");
    }
    return 0;
}
