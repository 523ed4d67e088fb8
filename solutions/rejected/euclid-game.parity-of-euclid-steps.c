/* Wrong Answer: counts the steps of Euclid's algorithm (a mod b each time) down to a 0 and says Stan wins iff they are odd, as if every step were a forced move; a step whose quotient is 2 or more is a free choice, and its player wins. */
/*
 * Exposed by 02-all-small, first at "2 5": (5, 2) takes two steps, to
 * (2, 1) and to (1, 0), so this prints Ollie wins; but Stan wins by
 * moving to (1, 2).
 * The sample agrees with the count by chance (three steps, then four).
 */
#include <stdio.h>

int main(void)
{
    int a, b, t, steps;

    while (scanf("%d %d", &a, &b) == 2 && (a != 0 || b != 0)) {
        if (a < b) {
            t = a;
            a = b;
            b = t;
        }
        steps = 0;
        while (b != 0) {
            t = a % b;
            a = b;
            b = t;
            steps++;
        }
        puts(steps % 2 == 1 ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
