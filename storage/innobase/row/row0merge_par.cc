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
@file row/row0merge_par.cc
The merge-sort buffer of one index build and the parallel merge passes.
*******************************************************/

#include "row0merge_par.h"
#include "ha_prototypes.h"
#include "dict0dict.h"
#include "trx0trx.h"
#include "ut0stage.h"
#include "log0crypt.h"
#include <atomic>
#include <thread>
#include <vector>

thread_local row_merge_conf_t row_merge_conf;

/** Smallest sort buffer, as for innodb_sort_buffer_size */
static constexpr ulong ROW_MERGE_MIN_BLOCK= 64 << 10;

/** @return the memory of a sort buffer for an index, in buffer sizes: the
buffer, and its two arrays of tuple pointers (one per smallest record)
@param index  an index to build */
static double row_merge_buf_weight(const dict_index_t *index)
{
  return 1.0 + 2.0 * sizeof(mtuple_t)
    / double(std::max<ulint>(1, dict_index_get_min_size(index)));
}

/** Work out the settings of one build from the session.
@param thd      session, or nullptr for the globals
@param weight   the sort buffers that the build keeps, in buffer sizes
@param fts      whether the build includes a FULLTEXT index
@return the settings */
static row_merge_conf_t row_merge_conf_get(THD *thd, double weight, bool fts)
{
  row_merge_conf_t conf;
  if (fts)
    /* The FULLTEXT sort threads keep innodb_sort_buffer_size. */
    return conf;
  conf.threads= std::max(1U, std::min(thd_ddl_threads(thd), 16U));
  const ulonglong budget= thd_ddl_buffer_size(thd);
  DBUG_EXECUTE_IF("ib_ddl_buffer_oom",
                  conf.block_size= ulong{1} << 42; return conf;);
  if (!budget)
    return conf;
  /* Each merging thread keeps 3 blocks besides the sort buffers. */
  ulonglong size= ulonglong(double(budget) / (weight + 3 * conf.threads));
  size&= ~ulonglong{4095};
  conf.block_size= ulong(std::max<ulonglong>(size, ROW_MERGE_MIN_BLOCK));
  return conf;
}

row_merge_conf_t row_merge_conf_get(THD *thd, dict_index_t *const *indexes,
                                    ulint n_indexes)
{
  bool fts= false;
  double weight= 0;
  for (ulint i= 0; i < n_indexes; i++)
  {
    fts|= (indexes[i]->type & DICT_FTS) != 0;
    weight+= row_merge_buf_weight(indexes[i]);
  }
  return row_merge_conf_get(thd, weight, fts);
}

row_merge_conf_t row_merge_conf_get(THD *thd, const dict_table_t *table)
{
  double weight= 0;
  for (const dict_index_t *index= UT_LIST_GET_FIRST(table->indexes); index;
       index= UT_LIST_GET_NEXT(indexes, index))
    if (index->is_btree())
      weight+= row_merge_buf_weight(index);
  return row_merge_conf_get(thd, weight, false);
}

row_merge_par_t::row_merge_par_t(uint threads)
{
  ut_allocator<row_merge_block_t> alloc(mem_key_row_merge_sort);
  const size_t size= 3 * size_t{row_merge_block_size()};
  for (threads= std::min(threads, 16U); m_helpers + 1 < threads; m_helpers++)
  {
    DBUG_EXECUTE_IF("ib_merge_par_oom", break;);
    m_block[m_helpers]= alloc.allocate_large(size, &m_block_pfx[m_helpers]);
    if (!m_block[m_helpers])
      break;
    m_crypt[m_helpers]= nullptr;
    if (!srv_encrypt_log)
      continue;
    m_crypt[m_helpers]= alloc.allocate_large(size, &m_crypt_pfx[m_helpers]);
    if (!m_crypt[m_helpers])
    {
      alloc.deallocate_large(m_block[m_helpers], &m_block_pfx[m_helpers]);
      break;
    }
  }
}

row_merge_par_t::~row_merge_par_t()
{
  ut_allocator<row_merge_block_t> alloc(mem_key_row_merge_sort);
  for (uint i= 0; i < m_helpers; i++)
  {
    alloc.deallocate_large(m_block[i], &m_block_pfx[i]);
    if (m_crypt[i])
      alloc.deallocate_large(m_crypt[i], &m_crypt_pfx[i]);
  }
}

namespace
{
/** The shared state of one parallel merge pass */
struct merge_pass_t
{
  /** transaction of the build */
  trx_t *trx;
  /** the input file */
  const merge_file_t *in;
  /** file descriptor of the output file */
  pfs_os_file_t out;
  /** start block of each run in the input */
  const ulint *run_offset;
  /** number of runs in the input */
  ulint num_runs;
  /** tablespace ID for encryption */
  ulint space;
  /** the settings of the build, for the helper threads */
  row_merge_conf_t conf= row_merge_conf;
  /** next pair of runs to take */
  std::atomic<ulint> next{0};
  /** first error, or DB_SUCCESS */
  std::atomic<dberr_t> error{DB_SUCCESS};
  /** a pair in which a helper (which cannot report it) met a duplicate */
  std::atomic<ulint> dup_pair{ULINT_UNDEFINED};
  /** records written by all threads */
  std::atomic<ulint> n_rec{0};
  /** records written by threads that had no stage to count them in */
  std::atomic<ulint> n_uncounted{0};
  /** end of the output file, in blocks */
  std::atomic<ulint> end{0};

  /** Merge (or copy) pair k of runs into the output.
  @param k      pair number
  @param dup    duplicate descriptor of this thread
  @param block  3 buffers of this thread
  @param crypt  encryption buffer of this thread, or nullptr
  @param stage  performance schema accounting object, or nullptr
  @param n_rec  records written by this thread
  @return DB_SUCCESS or error code */
  dberr_t merge_pair(ulint k, const row_merge_dup_t *dup,
                     row_merge_block_t *block, row_merge_block_t *crypt,
                     ut_stage_alter_t *stage, ulint *n_rec)
  {
    ulint foffs0= run_offset[2 * k];
    merge_file_t of{out, foffs0, 0};
    dberr_t err= DB_SUCCESS;
    if (2 * k + 1 < num_runs)
    {
      ulint foffs1= run_offset[2 * k + 1];
      err= row_merge_blocks(dup, in, block, &foffs0, &foffs1, &of, stage,
                            crypt, space);
    }
    else if (!row_merge_blocks_copy(dup->index, in, block, &foffs0, &of,
                                    stage, crypt, space))
      err= DB_CORRUPTION;
    *n_rec+= of.n_rec;
    for (ulint e= end.load(); e < of.offset &&
         !end.compare_exchange_weak(e, of.offset); ) {}
    return err;
  }

  /** Take pairs until none is left or an error stops the pass.
  @param dup    duplicate descriptor of this thread
  @param block  3 buffers of this thread
  @param crypt  encryption buffer of this thread, or nullptr
  @param stage  performance schema accounting object, or nullptr */
  void work(const row_merge_dup_t *dup, row_merge_block_t *block,
            row_merge_block_t *crypt, ut_stage_alter_t *stage)
  {
    row_merge_scope_t scope(conf);
    ulint recs= 0;
    for (ulint k; error.load(std::memory_order_relaxed) == DB_SUCCESS &&
         2 * (k= next++) < num_runs; )
    {
      dberr_t err= trx_is_interrupted(trx)
        ? DB_INTERRUPTED
        : merge_pair(k, dup, block, crypt, stage, &recs);
      if (err == DB_DUPLICATE_KEY && !dup->table)
        dup_pair= k;
      if (err != DB_SUCCESS)
      {
        dberr_t expected= DB_SUCCESS;
        error.compare_exchange_strong(expected, err);
      }
    }
    n_rec+= recs;
    if (!stage)
      n_uncounted+= recs;
  }
};
}

dberr_t row_merge_par_pass(trx_t *trx, const row_merge_dup_t *dup,
                           merge_file_t *file, row_merge_block_t *block,
                           pfs_os_file_t *tmpfd, ulint *num_runs,
                           ulint *run_offset, ut_stage_alter_t *stage,
                           row_merge_block_t *crypt_block, ulint space,
                           row_merge_par_t &par)
{
  if (!par.m_started)
  {
    /* The runs that the scan wrote are one block each. */
    for (ulint i= 0; i < *num_runs; i++)
      run_offset[i]= i;
    par.m_started= true;
  }

  merge_pass_t pass;
  pass.trx= trx;
  pass.in= file;
  pass.out= *tmpfd;
  pass.run_offset= run_offset;
  pass.num_runs= *num_runs;
  pass.space= space;

  /* A helper cannot fill in the duplicate row of the error message,
  which is the statement's TABLE::record[0]: the caller does that. */
  row_merge_dup_t helper_dup= *dup;
  helper_dup.table= nullptr;

  const ulint pairs= (*num_runs + 1) / 2;
  std::vector<std::thread> helpers;
  try
  {
    for (uint i= 0; i < par.m_helpers && i + 1 < pairs; i++)
      helpers.emplace_back(&merge_pass_t::work, &pass, &helper_dup,
                           par.m_block[i], par.m_crypt[i], nullptr);
  }
  catch (...)
  {
    /* Fewer threads: the ones that started, and this one, do the work. */
  }
  pass.work(dup, block, crypt_block, stage);
  for (std::thread &t : helpers)
    t.join();

  dberr_t err= pass.error;
  if (err == DB_DUPLICATE_KEY && pass.dup_pair != ULINT_UNDEFINED && dup->table)
  {
    /* Merge that pair again here, to report the duplicate key. */
    ulint recs= 0;
    err= pass.merge_pair(pass.dup_pair, dup, block, crypt_block, nullptr,
                         &recs);
    if (err == DB_SUCCESS)
      err= DB_DUPLICATE_KEY;
  }
  if (err != DB_SUCCESS)
    return err;
  if (UNIV_UNLIKELY(pass.n_rec != file->n_rec))
    return DB_CORRUPTION;
  if (stage && pass.n_uncounted)
    /* the helpers' records, which they did not count themselves */
    stage->inc(pass.n_uncounted);

  for (ulint k= 0; k < pairs; k++)
    run_offset[k]= run_offset[2 * k];
  *num_runs= pairs;

  /* Swap the files for the next pass. */
  *tmpfd= file->fd;
  file->fd= pass.out;
  file->offset= pass.end;
  return DB_SUCCESS;
}
