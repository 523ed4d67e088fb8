/* Wrong Answer: uses the closed form (the player to move loses iff b < a < phi * b) with phi in double; near 2^31 two consecutive Fibonacci numbers have a / b within 10^-18 of phi, far below what a double tells apart. */
/*
 * Exposed by 03-fibonacci-pairs, first at 267914296 165580141: the ratio
 * of these consecutive Fibonacci numbers is 1.6 * 10^-17 below phi, and
 * both round to the same double, so the lost pair is called won. The
 * rule itself is right; only its floating-point test is not.
 */
#include <math.h>
#include <stdio.h>

int main(void)
{
    double a, b, t, phi = (1 + sqrt(5.0)) / 2;

    while (scanf("%lf %lf", &a, &b) == 2 && (a != 0 || b != 0)) {
        if (a < b) {
            t = a;
            a = b;
            b = t;
        }
        puts(a > b && a / b < phi ? "Ollie wins" : "Stan wins");
    }
    return 0;
}
