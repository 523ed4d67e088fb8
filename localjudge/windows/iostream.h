/* <iostream.h>, the streams of Visual C++ 6 (HDU's and POJ's C++) before
   the standard put them in std: code accepted there writes cin and cout
   with neither std:: nor a using-directive. Found on the include path of
   the HDU and POJ dialects (localjudge/build.py). */
#include <iostream>
using namespace std;
