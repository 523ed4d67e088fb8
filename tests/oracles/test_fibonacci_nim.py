"""fibonacci-nim's oracle (oracles/fibonacci_nim.py): the Fibonacci test
against a search from the game's rules, the table's end below 2^31, and the
errors of the 32-bit and double-precision shortcuts."""

import ctypes

from oracles import fibonacci_nim


def test_fibonacci_nim_search_agrees_with_the_fibonacci_test():
    for n in range(2, fibonacci_nim.SEARCH_LIMIT + 1):
        assert fibonacci_nim.search_first_wins(n) == (not fibonacci_nim.is_fibonacci(n)), n


def test_fibonacci_nim_table_ends_below_two_to_the_31():
    fib = fibonacci_nim.fibonacci_numbers()
    assert len(fib) == 45 and fib[-1] == 1836311903
    assert fib[-1] + fib[-2] > 2 ** 31 - 1


def test_fibonacci_nim_wrapped_values_are_what_a_32_bit_int_table_holds():
    a, b, wrapped = ctypes.c_int32(1134903170), ctypes.c_int32(1836311903), set()
    for _ in range(60):
        a, b = b, ctypes.c_int32(a.value + b.value)
        wrapped.add(b.value)
    values = fibonacci_nim.overflow_values()
    assert values and set(values) <= wrapped
    assert not any(fibonacci_nim.is_fibonacci(n) for n in values)
    assert all(fibonacci_nim.wins(fibonacci_nim.Case(n)) for n in values)


def test_fibonacci_nim_double_square_errors_are_what_a_plain_scan_finds_around_them():
    # A scan of every n in windows around the first, a middle and the last
    # error (and the first n where 5n^2 + 4 passes 2^53) finds exactly the
    # listed ones there.
    errors = fibonacci_nim.double_square_errors()
    listed = set(errors)
    for centre in (42443373, errors[0], errors[1], errors[len(errors) // 2], errors[-1]):
        for n in range(max(2, centre - 3000), min(fibonacci_nim.MAX, centre + 3000) + 1):
            wrong = fibonacci_nim.double_square_test(n) != fibonacci_nim.is_fibonacci(n)
            assert wrong == (n in listed), n


def test_fibonacci_nim_double_square_errors_are_non_fibonacci_numbers_above_2_to_the_53_over_5():
    errors = fibonacci_nim.double_square_errors()
    assert errors[:3] == [70711162, 133957148, 173045317] and len(errors) == 396
    assert all(5 * n * n + 4 > 2 ** 53 and not fibonacci_nim.is_fibonacci(n) for n in errors)
    assert all(fibonacci_nim.double_square_test(n) for n in errors)
    assert all(fibonacci_nim.wins(fibonacci_nim.Case(n)) for n in errors)
