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
@file include/row0merge_par.h
Parallel merge passes of an index build (innodb_ddl_threads).
*******************************************************/

#pragma once

#include "row0merge.h"
#include "row0merge_conf.h"

/** Helper memory of the parallel merge passes of one row_merge_sort() */
class row_merge_par_t
{
  /** merge blocks (3 buffers each) of the helper threads */
  row_merge_block_t *m_block[15];
  /** encryption buffers of the helper threads, or nullptr */
  row_merge_block_t *m_crypt[15];
  /** allocator bookkeeping of m_block[] and m_crypt[] */
  ut_new_pfx_t m_block_pfx[15], m_crypt_pfx[15];
  /** number of helper threads that have their memory */
  uint m_helpers= 0;
  /** whether row_merge_par_pass() has set up the run offsets */
  bool m_started= false;
public:
  /** Allocate the helpers' blocks: as many as memory allows.
  @param threads  threads wanted, including the calling one */
  explicit row_merge_par_t(uint threads);
  ~row_merge_par_t();

  /** @return threads that merge, including the calling one */
  uint threads() const { return m_helpers + 1; }

  friend dberr_t row_merge_par_pass(trx_t*, const row_merge_dup_t*,
                                    merge_file_t*, row_merge_block_t*,
                                    pfs_os_file_t*, ulint*, ulint*,
                                    ut_stage_alter_t*, row_merge_block_t*,
                                    ulint, row_merge_par_t&);
};

/** One merge pass over the runs of a file, in parallel: runs 2k and 2k+1
are merged into the output file where run 2k started, so that the pairs
are independent. Gives the same records in the same order as row_merge().
@param trx          transaction (checked for KILL between runs)
@param dup          descriptor of the index being created
@param file         file containing index entries; on return, the output
@param block        3 buffers of the calling thread
@param tmpfd        the output file; on return, the input file
@param num_runs     number of runs; on return, the number after the pass
@param run_offset   start block of each run
@param stage        performance schema accounting object, or nullptr
@param crypt_block  encryption buffer of the calling thread, or nullptr
@param space        tablespace ID for encryption
@param par          the helpers' memory
@return DB_SUCCESS or error code */
dberr_t row_merge_par_pass(trx_t *trx, const row_merge_dup_t *dup,
                           merge_file_t *file, row_merge_block_t *block,
                           pfs_os_file_t *tmpfd, ulint *num_runs,
                           ulint *run_offset, ut_stage_alter_t *stage,
                           row_merge_block_t *crypt_block, ulint space,
                           row_merge_par_t &par);

/** Merge two runs (row0merge.cc) */
dberr_t row_merge_blocks(const row_merge_dup_t *dup, const merge_file_t *file,
                         row_merge_block_t *block, ulint *foffs0,
                         ulint *foffs1, merge_file_t *of,
                         ut_stage_alter_t *stage,
                         row_merge_block_t *crypt_block, ulint space);
/** Copy one run (row0merge.cc)
@return whether it succeeded */
ibool row_merge_blocks_copy(const dict_index_t *index, const merge_file_t *file,
                           row_merge_block_t *block, ulint *foffs0,
                           merge_file_t *of, ut_stage_alter_t *stage,
                           row_merge_block_t *crypt_block, ulint space);
