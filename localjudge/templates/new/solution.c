/* NAME: the reference solution, C89, standard input to standard output.
   A new problem, made by `judge.py new`: this solves the example in
   problems/NAME.md (a pile of n stones, take 1 to k); replace it with yours. */
#include <stdio.h>

int main(void)
{
    long n, k;

    while (scanf("%ld %ld", &n, &k) == 2)
        puts(n % (k + 1) != 0 ? "first" : "second");
    return 0;
}
