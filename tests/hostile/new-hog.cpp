/* Memory Limit Exceeded: new[] until std::bad_alloc, which nothing catches: std::terminate aborts */
#include <cstdio>
#include <new>

// External, not static: the compiler may drop stores to a static that is
// never read, and then the allocations themselves.
char *kept[1 << 16];

int main()
{
    for (int i = 0; ; i++) {
        kept[i % (1 << 16)] = new char[1 << 20];
        kept[i % (1 << 16)][0] = static_cast<char>(i);
    }
}
