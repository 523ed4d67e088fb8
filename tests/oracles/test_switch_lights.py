"""switch-lights' oracle (oracles/switch_lights.py, a coin-turning game): the
exact method against a search over real boards of lights, from the rules, on
everything small enough; the Nim product by its definition against the Fermat
2-power recursion; the claims the statement's analysis makes; and the
validator on what only this statement rules out."""

import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import games, switch_lights


Board, Light = switch_lights.Case, switch_lights.Light


def _lit(lights):
    return sum(switch_lights.bit(x, y) for x, y in lights)


def test_switches_are_the_distinct_corners_of_every_rectangle():
    bit = switch_lights.bit
    assert switch_lights.switches(1, 1) == (bit(1, 1),)
    assert sorted(switch_lights.switches(1, 2)) == sorted([bit(1, 1) | bit(1, 2), bit(1, 2)])
    moves = switch_lights.switches(3, 2)
    assert len(moves) == 6
    assert sorted(bin(m).count("1") for m in moves) == [1, 2, 2, 2, 4, 4]     # a cell, 3 lines, 2 rectangles
    assert bit(2, 1) | bit(2, 2) | bit(3, 1) | bit(3, 2) in moves
    assert all(m & bit(3, 2) for m in moves)                                   # the corner (x2, y2) always switches


def _every_board(rows, columns):
    cells = switch_lights.box(rows, columns)
    for mask in range(1, 1 << len(cells)):
        yield [cell for i, cell in enumerate(cells) if mask >> i & 1]


@pytest.mark.parametrize("rows,columns", [(1, 16), (2, 8), (4, 4), (8, 2), (16, 1), (3, 5), (5, 3)])
def test_lights_search_agrees_with_the_xor_of_defined_products_on_every_board_in_a_box(rows, columns):
    # Every set of lights inside the box: the search plays every rectangle move.
    for lights in _every_board(rows, columns):
        assert switch_lights.searchable(lights)
        value = games.nim_sum(switch_lights.defined_product(x, y) for x, y in lights)
        assert switch_lights.search_wins(lights) == (value != 0), lights


def test_lights_one_light_with_a_light_in_row_1_is_lost_exactly_at_its_product():
    # A light at (x, y) with one at (1, v), worth v: lost iff v = x * y (Nim).
    for x in range(1, 5):
        for y in range(1, 5):
            for v in range(1, 17):
                if (x, y) != (1, v) and max(x, 1) * max(y, v) <= switch_lights.SEARCH_CELLS:
                    lost = not switch_lights.search_wins([Light(x, y), Light(1, v)])
                    assert lost == (v == switch_lights.defined_product(x, y)), (x, y, v)


def test_lights_definition_agrees_with_the_fermat_recursion():
    size = 2 * switch_lights.DEFINITION_SIZE
    table = switch_lights.definition_table(size)
    for x in range(size):
        for y in range(size):
            assert table[x][y] == switch_lights.fermat_product(x, y), (x, y)
    assert [row[:5] for row in table[:5]] == [[0, 0, 0, 0, 0], [0, 1, 2, 3, 4], [0, 2, 3, 1, 8],
                                              [0, 3, 1, 2, 12], [0, 4, 8, 12, 6]]


def test_lights_the_nim_product_is_a_field_with_the_fermat_2_power_rules():
    product = switch_lights.fermat_product
    for f in (2, 4, 16, 256):
        assert product(f, f) == 3 * f // 2
        below = range(f) if f <= 16 else range(0, f, 7)
        assert all(product(f, a) == f * a for a in below)
        assert all(product(a, b) < f for a in below for b in below)
    rng = random.Random(4)
    for _ in range(3000):
        a, b, c = (rng.randrange(switch_lights.FIELD) for _ in range(3))
        assert product(a, b) == product(b, a) < switch_lights.FIELD
        assert product(product(a, b), c) == product(a, product(b, c))
        assert product(a, b ^ c) == product(a, b) ^ product(a, c)
    for x in list(range(1, 300)) + [rng.randrange(1, switch_lights.FIELD) for _ in range(200)]:
        assert product(x, switch_lights.inverse(x)) == 1, x


def test_lights_one_step_at_256_over_a_table_of_bytes_is_the_product():
    # The solution's method: the products of bytes, then one step of the
    # recursion with F = 256, for coordinates up to 10^4.
    product = switch_lights.fermat_product

    def by_bytes(x, y):
        x1, x0, y1, y0 = x >> 8, x & 255, y >> 8, y & 255
        high = product(x1, y1)
        return (high ^ product(x1, y0) ^ product(x0, y1)) << 8 ^ product(x0, y0) ^ product(high, 128)

    rng = random.Random(5)
    top = switch_lights.MAX_COORDINATE
    pairs = [(rng.randint(1, top), rng.randint(1, top)) for _ in range(5000)] + [(top, top), (top, 1), (255, 256)]
    assert all(by_bytes(x, y) == product(x, y) for x, y in pairs)


def test_lights_without_flat_rectangles_the_values_are_the_0_based_products():
    # The game whose moves are the true rectangles only (x1 < x2, y1 < y2):
    # what switching the four corners of a flat rectangle "by parity" leaves.
    def true_rectangles(lit):
        for position in range(lit.bit_length()):
            if lit >> position & 1:
                x2, y2 = divmod(position, switch_lights.WIDTH)
                x2, y2 = x2 + 1, y2 + 1
                for x1 in range(1, x2):
                    for y1 in range(1, y2):
                        yield lit ^ (switch_lights.bit(x1, y1) | switch_lights.bit(x1, y2)
                                     | switch_lights.bit(x2, y1) | switch_lights.bit(x2, y2))

    search = games.Search(true_rectangles)
    for lights in _every_board(4, 4):
        value = games.nim_sum(switch_lights.fermat_product(x - 1, y - 1) for x, y in lights)
        assert search.wins(_lit(lights)) == (value != 0), lights


def test_lights_answer_the_sample_and_the_worked_example():
    assert [switch_lights.answer(c) for c in switch_lights.SAMPLE] == [[switch_lights.LOSS], [switch_lights.WIN]]
    assert switch_lights.LOSS == "Don't waste your time." and switch_lights.WIN == "Have a try, lxhgww."
    product = switch_lights.product
    assert [product(3, 5), product(6, 6), product(2, 9)] == [15, 5, 14]
    assert product(2, 5) == 10 and 15 ^ 5 ^ 10 == 0 and 1 ^ product(1, 6) ^ product(6, 1) == 1
    assert switch_lights.answer(Board([Light(3, 5), Light(6, 6), Light(2, 9)])) == [switch_lights.WIN]
    assert switch_lights.answer(Board([Light(3, 5), Light(6, 6), Light(2, 5)])) == [switch_lights.LOSS]
    assert switch_lights.answer(Board([])) == [switch_lights.LOSS]


def test_lights_lost_boards_are_lost_and_product_cases_hold_equal_products():
    rng = random.Random(6)
    for count, high in ((1, 4), (3, 16), (50, 200), (999, switch_lights.MAX_COORDINATE)):
        lights = switch_lights.lost_lights(rng, count, high)
        assert len(set(lights)) == len(lights) == count + 1
        assert switch_lights.board_value(lights) == 0 and max(max(light) for light in lights) <= high
    pairs = [c for c in switch_lights.product_cases() if len(c.lights) == 2]
    assert sum(not switch_lights.wins(c) for c in pairs) > 60


def test_lights_validator_names_two_lights_at_one_place_and_allows_no_light():
    with pytest.raises(InputError, match=r"^line 5: a second light at \(2, 1\)"):
        cases.read_input(switch_lights, "1\n3\n2 1\n1 2\n2 1\n")
    assert cases.read_cases(switch_lights, "2\n0\n1\n3 4\n") == [Board([]), Board([Light(3, 4)])]
    with pytest.raises(InputError, match=r"^line 1: the number of cases = 0 is outside 1\.\.100"):
        cases.read_input(switch_lights, "0\n")


def test_lights_random_cases_are_valid_reach_the_bounds_and_come_fast():
    drawn = drawn_cases(switch_lights, 5000, cpu_seconds=20, checked=2000)
    assert max(len(c.lights) for c in drawn) > 900
    assert max(max(max(light) for light in c.lights) for c in drawn) > switch_lights.MAX_COORDINATE - 100
    assert sum(switch_lights.searchable(c.lights) for c in drawn) > 500
    assert sum(any(1 in light for light in c.lights) for c in drawn) > 2000
