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
@file include/btr0frag.h
How fragmented an index and its tablespace are
(INFORMATION_SCHEMA.INNODB_FRAGMENTATION).

The index measure reads the pages of the level above the leaves, which
point to every leaf page (at most BTR_FRAG_WALK_MAX of them, one latched at
a time, without the index latch), and at most BTR_FRAG_SAMPLE leaf pages
spread evenly over those. The tablespace measure reads the page 0 and one
extent descriptor page per 16384 pages (per physical page size in pages),
and at most FSP_FRAG_SHRINK_READS used pages from the end of the file to
find the last one that a shrink cannot move.
*******************************************************/

#ifndef btr0frag_h
#define btr0frag_h

#include "dict0mem.h"

class THD;

/** Most leaf pages that are read to measure the fill of an index */
static constexpr ulint BTR_FRAG_SAMPLE= 128;
/** Most pages of the level above the leaves that are read for an index
(about 4 million leaf pages under them) */
static constexpr ulint BTR_FRAG_WALK_MAX= 4096;
/** Most used pages read from the end of a tablespace to find the last page
that a shrink cannot move */
static constexpr ulint FSP_FRAG_SHRINK_READS= 1024;

/** How fragmented an index is */
struct btr_frag_index_t
{
  /** pages used by the index: both file segments, BLOB pages included */
  ulint index_pages;
  /** leaf pages of the B-tree */
  ulint leaf_pages;
  /** leaf pages that were read for the fill */
  ulint sampled;
  /** how full the sampled leaf pages are, in % of the space of an empty
  page */
  double fill_pct;
  /** leaf pages after a defragmentation at innodb_defragment_fill_factor
  and innodb_defragment_fill_factor_n_recs */
  ulint leaf_pages_after;
  /** whether the level above the leaves had more than BTR_FRAG_WALK_MAX
  pages: leaf_pages is the pages of the leaf segment, and the sample is
  of the leaves under the first BTR_FRAG_WALK_MAX pages */
  bool estimated;
};

/** How much of a tablespace is in use */
struct fsp_frag_space_t
{
  /** size of the tablespace in pages (FSP_SIZE) */
  uint32_t size;
  /** pages whose extent descriptors are initialized (FSP_FREE_LIMIT, at
  most size); the pages above are free */
  uint32_t limit;
  /** pages that are marked used in the extent descriptors (header,
  descriptor, change buffer bitmap and segment inode pages included) */
  uint32_t used;
  /** extents of which no page is used */
  uint32_t free_extents;
  /** the last used page */
  uint32_t last_used;
  /** the size in pages that a shrink could bring the tablespace to at best:
  the used pages, rounded up to whole extents, and after
  fsp_frag_unmovable() not below the last page that cannot move */
  uint32_t shrink_to;
  /** whether fsp_frag_unmovable() stopped after FSP_FRAG_SHRINK_READS
  pages: shrink_to may be too low */
  bool shrink_estimated;
};

/** Measure the fragmentation of an index.
@param index  a committed B-tree index of a persistent table, with a
              metadata lock on the table
@param thd    the session; KILL stops the measure with DB_INTERRUPTED
@param m      out: the measure
@return error code */
dberr_t btr_frag_measure(dict_index_t *index, THD *thd, btr_frag_index_t *m);

/** Raise fsp_frag_space_t::shrink_to above the last used page that
innodb_defragment_shrink cannot move (a BLOB, segment inode or root page),
reading at most FSP_FRAG_SHRINK_READS used pages from the end of the file.
@param table  the table of a file-per-table tablespace, with a metadata lock
@param thd    the session, for KILL
@param m      in/out: the measure of fsp_frag_measure() */
void fsp_frag_unmovable(dict_table_t *table, THD *thd, fsp_frag_space_t *m);

/** Measure the use of a tablespace from its extent descriptors.
@param space  a tablespace that the caller has acquired
@param m      out: the measure
@return error code */
dberr_t fsp_frag_measure(fil_space_t *space, fsp_frag_space_t *m);

#endif
