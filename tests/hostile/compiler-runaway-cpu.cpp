/* Compilation Error: six constant evaluations, each running to GCC's operation limit, keep the compiler busy far longer than its CPU time limit */
// Each spin<N>() is evaluated at compile time, where GCC counts operations
// and gives up (an error) after 2^25 of them: seconds of CPU each, with
// modest memory, so here it is the compile time limit that must end it.
template <int Seed>
constexpr long spin()
{
    long sum = Seed;
    for (long i = 0; i < 200000; i++)
        for (long j = 0; j < 200000; j++)
            sum += i ^ j;
    return sum;
}

constexpr long spun[] = {spin<1>(), spin<2>(), spin<3>(), spin<4>(), spin<5>(), spin<6>()};

int main()
{
    return spun[0] == 0;
}
