/* <conio.h> as the Windows compilers of HDU and POJ have it (Visual C++ and
   MinGW), so that code written there builds here as it does there. A judged
   program has no console: reading one gives nothing, and nothing waits. */
#ifndef JUDGE_WINDOWS_CONIO_H
#define JUDGE_WINDOWS_CONIO_H
#include <stdio.h>
static __inline__ int _getch(void) { return -1; }
static __inline__ int _getche(void) { return -1; }
static __inline__ int _kbhit(void) { return 0; }
static __inline__ int _putch(int c) { return putchar(c); }
static __inline__ int _cputs(const char *s) { return fputs(s, stdout); }
#define getch _getch
#define getche _getche
#define kbhit _kbhit
#define putch _putch
#define cputs _cputs
#endif
