"""land-auction's oracle (oracles/land_auction.py): the winning first bids
against a search over prices, and the outcome against the list of them."""

import functools

from oracles import land_auction


def test_land_auction_agrees_with_a_search_over_prices():
    def literal(m, n):
        @functools.lru_cache(maxsize=None)
        def mover_wins(price):
            return any(price + bid >= m or not mover_wins(price + bid) for bid in range(1, n + 1))
        return [bid for bid in range(1, n + 1) if bid >= m or not mover_wins(bid)]

    for m in range(1, 70):
        for n in range(1, 70):
            bids = literal(m, n)
            assert land_auction.winning_first_bids((m, n)) == bids, (m, n)
            assert land_auction.answer((m, n)) == [" ".join(map(str, bids)) or "none"], (m, n)


def test_land_auction_outcome_agrees_with_the_list_of_winning_bids():
    for m in range(1, land_auction.MAX + 1, 3):
        for n in range(1, land_auction.MAX + 1, 11):
            assert land_auction.wins((m, n)) == bool(land_auction.winning_first_bids((m, n))), (m, n)
