-- Settlement updates every line of a round once (its status and win). With the table's pages full,
-- each new row version goes to another page and gets an entry in each of the table's three indexes;
-- with half of each page free it stays on its page as a heap-only tuple (HOT: no index entry),
-- since neither column is indexed. An update of 5,000 lines: 37 to 51 ms -> 11 to 12 ms.
-- New pages only: lines already stored keep their pages.
ALTER TABLE "lotto_lines" SET (fillfactor = 50);
