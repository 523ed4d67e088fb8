/* Wrong Answer: uses the values of Lasker's Nim (HDU 3032, where a heap splits into two): n + 1 for 3 mod 4 and n - 1 for 0 mod 4. With a split into three the values follow a period of 8 instead. */
/*
 * Exposed by 01-sample: "1 2 4" is won (its values are 1, 2, 4), but
 * Lasker's values 1, 2, 3 cancel and print Second player wins.
 */
#include <stdio.h>

long sg(long n)
{
    if (n % 4 == 3)
        return n + 1;
    if (n % 4 == 0)
        return n - 1;
    return n;
}

int main(void)
{
    int t, n;
    long s, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        while (n--) {
            scanf("%ld", &s);
            x ^= sg(s);
        }
        puts(x ? "First player wins." : "Second player wins.");
    }
    return 0;
}
