/*****************************************************************************

Copyright (c) 2026, mariadb-ops developers.

This program is free software; you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free Software
Foundation; version 2 of the License.

This program is distributed in the hope that it will be useful, but WITHOUT
ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS
FOR A PARTICULAR PURPOSE. See the GNU General Public License for more details.

You should have received a copy of the GNU General Public License along with
this program; if not, write to the Free Software Foundation, Inc.,
51 Franklin Street, Fifth Floor, Boston, MA 02110-1335 USA

*****************************************************************************/

/**************************************************//**
@file include/btr0shrink.h
Give the free space of a file-per-table tablespace back to the file system
(ALTER TABLE ... DEFRAGMENT with innodb_defragment_shrink=ON).

The shrink walks the tablespace from its end towards its start. Every used
B-tree page it meets (of any level, except the roots) is copied to a free
page of the same file segment nearer the start, its siblings and the node
pointer of its parent are pointed at the copy, its record locks move with it,
and the old page is freed: one mini-transaction per page, under the index
latch. When the walk is done, the file is cut from its end down to its last
used extent in bounded steps: each step is one mini-transaction that
detaches at most BTR_SHRINK_CUT_MAX_EXTENTS free extents from their lists,
writes the smaller FSP_SIZE and a TRIM_PAGES record, and the file is
truncated after that log is durable. Each step is a complete cut on its own:
a crash between steps leaves a consistent, partly cut tablespace. The redo
of a step is a few dozen bytes per extent, far below the 1 MiB that
recovery accepts for one mini-transaction, and the truncate that holds
log_sys.latch is at most BTR_SHRINK_CUT_MAX_EXTENTS extents long.
*******************************************************/

#ifndef btr0shrink_h
#define btr0shrink_h

#include "dict0mem.h"

/** Most extents that one mini-transaction of a cut removes */
static constexpr uint32_t BTR_SHRINK_CUT_MAX_EXTENTS= 32;

/** The shrink of one tablespace; a member of a defragmentation request */
struct btr_shrink_t
{
  /** FSP_SIZE when the shrink started */
  uint32_t size_start;
  /** pages below this are not moved: the used pages, in whole extents */
  uint32_t target;
  /** the next page to look at, walking down; below target when done */
  uint32_t next;
  /** pages moved */
  ulint moved;
  /** the highest page that could not be moved, or 0 */
  uint32_t stuck;
  /** why the page stuck could not be moved; a string literal, or nullptr */
  const char *stuck_why;
  /** FSP_SIZE after the last cut, or 0 while the file is still to be cut */
  uint32_t size_end;
  /** pages cut off the file so far, over all the cuts */
  uint64_t freed;
  /** mini-transactions that cut the file */
  ulint cuts;
  /** below this page every extent was full when last looked at: the
  search for free pages starts here */
  uint32_t floor;

  /** Start the shrink of a tablespace.
  @param table  the table (or partition) of the tablespace
  @return error code */
  dberr_t start(dict_table_t *table);

  /** Move the next used pages nearer the start of the file.
  @param table    the table, open
  @param n_pages  how many used pages to look at, at most
  @return error code */
  dberr_t step(dict_table_t *table, ulint n_pages);

  /** @return whether every page that was to move has been looked at */
  bool walked() const { return next < target || next == UINT32_MAX; }

  /** Cut at most max_extents free extents off the end of the tablespace,
  in one mini-transaction; when no more can be cut, set size_end.
  @param table        the table, open
  @param max_extents  most extents to cut (at most
                      BTR_SHRINK_CUT_MAX_EXTENTS)
  @return error code */
  dberr_t cut(dict_table_t *table, uint32_t max_extents);

  /** @return whether the cut is over */
  bool cut_done() const { return size_end != 0; }
};

/** Check whether a table can be shrunk.
@param table  the table
@return nullptr, or why not */
const char *btr_shrink_refusal(const dict_table_t &table);

#endif
