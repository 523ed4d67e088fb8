/* Compilation Error: includes /etc/passwd and the judge's own judge.py; the compiler must see neither, so its messages quote nothing of them */
/* The first include is tried only if the compiler can see the file, so
   both are probed; the second one, missing, stops the compiler. */
#if __has_include("/etc/passwd")
#include "/etc/passwd"
#endif
#include "@ROOT@/judge.py"

int main(void)
{
    return 0;
}
