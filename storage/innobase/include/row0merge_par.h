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
#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>

/** A helper thread of an index build: a task of srv_thread_pool, whose
threads run my_thread_init() first and my_thread_end() last
(thread_pool_thread_init()), as upstream's FULLTEXT sort does (row0ftsort.cc).
The work is done once: by the pool, or by wait() when the pool did not take it
(a pool in shutdown drops new tasks). */
class row_merge_task_t
{
  /** the work */
  const std::function<void()> m_work;
  /** the task in the pool */
  tpool::waitable_task m_task;
  /** whether the work was done */
  std::atomic<bool> m_done{false};
  /** Do the work in a thread of the pool. @param arg  this */
  static void run(void *arg);
public:
  /** Submit work to srv_thread_pool.
  @param work  the work */
  explicit row_merge_task_t(std::function<void()> work);
  /** Wait for the work */
  ~row_merge_task_t() { wait(); }
  row_merge_task_t(const row_merge_task_t&)= delete;
  row_merge_task_t &operator=(const row_merge_task_t&)= delete;
  /** Wait until the work is done; do it here if the pool did not */
  void wait();
};

/** Runs that one parallel merge step merges into one */
constexpr ulint ROW_MERGE_FAN_IN= 16;
/** Most threads that one build merges with (innodb_ddl_threads) */
constexpr uint ROW_MERGE_MAX_THREADS= 16;

/** Memory of the parallel merge passes of one row_merge_sort() */
class row_merge_par_t
{
  /** ROW_MERGE_FAN_IN + 1 blocks of each thread */
  row_merge_block_t *m_block[ROW_MERGE_MAX_THREADS];
  /** encryption buffers of each thread, or nullptr */
  row_merge_block_t *m_crypt[ROW_MERGE_MAX_THREADS];
  /** allocator bookkeeping of m_block[] and m_crypt[] */
  ut_new_pfx_t m_block_pfx[ROW_MERGE_MAX_THREADS],
    m_crypt_pfx[ROW_MERGE_MAX_THREADS];
  /** number of threads that have their memory */
  uint m_threads= 0;
  /** whether row_merge_par_pass() has set up the run offsets */
  bool m_started= false;
public:
  /** Allocate the threads' blocks: for as many threads as memory allows.
  @param threads  threads wanted, including the calling one */
  explicit row_merge_par_t(uint threads);
  ~row_merge_par_t();

  /** @return threads that merge, including the calling one */
  uint threads() const { return m_threads; }

  friend class row_merge_load_overlap_t;
  friend dberr_t row_merge_par_pass(trx_t*, const row_merge_dup_t*,
                                    merge_file_t*, pfs_os_file_t*, ulint*,
                                    ulint*, ut_stage_alter_t*, ulint,
                                    row_merge_par_t&);
};

/** One merge pass over the runs of a file, in parallel: each group of
ROW_MERGE_FAN_IN adjacent runs is merged into the output file where its first
run started, so that the groups are independent. Gives the same records in
the same order as row_merge().
@param trx          transaction (checked for KILL between groups)
@param dup          descriptor of the index being created
@param file         file containing index entries; on return, the output
@param tmpfd        the output file; on return, the input file
@param num_runs     number of runs; on return, the number after the pass
@param run_offset   start block of each run
@param stage        performance schema accounting object, or nullptr
@param space        tablespace ID for encryption
@param par          the threads' memory
@return DB_SUCCESS or error code */
dberr_t row_merge_par_pass(trx_t *trx, const row_merge_dup_t *dup,
                           merge_file_t *file, pfs_os_file_t *tmpfd,
                           ulint *num_runs, ulint *run_offset,
                           ut_stage_alter_t *stage, ulint space,
                           row_merge_par_t &par);

/** @return the passes that row_merge_sort() makes over the records, each
record counted once a pass in the sort phase of the stage (SORT progress in
performance_schema and Innodb_onlineddl_pct_progress): log2(runs), upstream's
estimate, for the serial 2-way merge; the exact count for the 16-way merge
@param num_runs  sorted runs in the file
@param threads   row_merge_par_t::threads() of the sort */
double row_merge_sort_passes(ulint num_runs, uint threads);

/** Sort the tuples of a sort buffer of a non-unique index with the threads of
the running build: the halves in two threads, then one merge of the halves.
@param buf  the buffer
@return whether it was sorted; if not, sort it with row_merge_tuple_sort() */
bool row_merge_par_sort(row_merge_buf_t *buf);

/** Writing full sort buffers in a helper thread while the scan of
row_merge_read_clustered_index() fills the other buffer of the index
(row_merge_conf_t::overlap): the scan's thread and a helper sort a half each,
then the helper merges the halves and writes the run while the scan goes on.
One buffer is in the helper at a time; while it is, the build has one thread
less for row_merge_par_sort(). */
class row_merge_overlap_t
{
  /** the other sort buffer of each index, or nullptr */
  row_merge_buf_t **m_spare= nullptr;
  /** number of indexes */
  const ulint m_n_index;
  /** whether full buffers go to the helper */
  bool m_on;
  /** the block that the helper writes from */
  row_merge_block_t *m_block= nullptr;
  /** its encryption buffer, or nullptr */
  row_merge_block_t *m_crypt= nullptr;
  /** allocator bookkeeping of m_block and m_crypt */
  ut_new_pfx_t m_block_pfx, m_crypt_pfx;
  /** the helper, while it sorts and writes a buffer */
  std::unique_ptr<row_merge_task_t> m_task;
  /** the result of the last buffer that the helper wrote */
  dberr_t m_err= DB_SUCCESS;
  /** the index of that buffer */
  ulint m_index= 0;
  /** buffers that the helper sorted and wrote */
  ulint m_handed= 0;

  /** Wait for the helper. @return its result */
  dberr_t join();
public:
  /** Set up for a scan.
  @param n_index  number of indexes that the scan fills buffers for */
  explicit row_merge_overlap_t(ulint n_index);
  /** Wait for the helper and free the buffers */
  ~row_merge_overlap_t();
  row_merge_overlap_t(const row_merge_overlap_t&)= delete;
  row_merge_overlap_t &operator=(const row_merge_overlap_t&)= delete;

  /** @return whether a full buffer goes to the helper (a non-unique
  secondary B-tree index whose runs go to the temporary file)
  @param buf        the full buffer
  @param skip_sort  whether the scan inserts it without sorting
  @param in_memory  whether the buffer holds all rows and no file is used */
  bool wanted(const row_merge_buf_t *buf, bool skip_sort, bool in_memory);

  /** Hand a full buffer to the helper, to be sorted and written as the
  next run of the file, after the helper's previous buffer is written.
  @param i      index number (for trx->error_key_num)
  @param buf    the full buffer; set to the other, empty, buffer
  @param file   the temporary file of the index
  @param trx    transaction of the build
  @param space  tablespace ID for encryption
  @return the result of the previous buffer, DB_SUCCESS or error code */
  dberr_t submit(ulint i, row_merge_buf_t *&buf, merge_file_t *file,
                 trx_t *trx, ulint space);

  /** Wait until the helper has written its buffer.
  @param trx  transaction of the build (error_key_num on error)
  @return DB_SUCCESS or error code */
  dberr_t finish(trx_t *trx);
};

/** The last merge pass of an index, merged by a helper while the build's own
thread loads the B-tree from its output (innodb_ddl_overlap_load). The helper
publishes how many blocks of the output it has written; each read of the
output by the load waits until its block is written (row_merge_load_wait()).
The records and their order are those of the pass without the overlap. The
helper runs within the build's threads (the build's thread loads, one helper
merges) and in the blocks that the pass has without the overlap. */
class row_merge_load_overlap_t
{
  /** the memory of the merge passes, kept here until the last pass ends */
  row_merge_par_t *m_par= nullptr;
  /** transaction of the build */
  trx_t *m_trx= nullptr;
  /** the index; its table, for the duplicate of an error message */
  const row_merge_dup_t *m_dup= nullptr;
  /** the input of the pass */
  merge_file_t m_in;
  /** the output of the pass, which the load reads */
  pfs_os_file_t m_out;
  /** start block of each input run */
  ulint m_foffs[ROW_MERGE_FAN_IN];
  /** number of input runs */
  ulint m_n= 0;
  /** tablespace ID for encryption */
  ulint m_space= 0;
  /** the settings of the build, for the helper */
  row_merge_conf_t m_conf;
  /** the helper, while it merges */
  std::unique_ptr<row_merge_task_t> m_task;
  /** protects m_written, m_done, m_err and m_n_rec */
  std::mutex m_mutex;
  /** signalled when m_written or m_done changes */
  std::condition_variable m_cv;
  /** blocks of the output that are written */
  ulint m_written= 0;
  /** whether the helper has ended */
  bool m_done= false;
  /** the result of the helper */
  dberr_t m_err= DB_SUCCESS;
  /** records that the helper wrote */
  ulint m_n_rec= 0;
  /** set when the load ends early: the helper stops at its next block */
  std::atomic<bool> m_abort{false};
  /** why a read of the load failed (DB_INTERRUPTED, the helper's error),
  or DB_SUCCESS */
  dberr_t m_wait_err= DB_SUCCESS;
  /** reads of the load that waited for the helper */
  ulint m_waits= 0;

  /** The helper: merge the input runs into the output */
  void merge();
  /** Merge the runs into the output.
  @param dup  descriptor of the index (with the table, the duplicate of an
              error message is filled in)
  @param cb   the progress receiver, or nullptr
  @return DB_SUCCESS or error code */
  dberr_t merge_runs(const row_merge_dup_t *dup,
                     row_merge_load_overlap_t *cb);
public:
  row_merge_load_overlap_t()= default;
  /** Stop and wait for the helper, and free the memory */
  ~row_merge_load_overlap_t();
  row_merge_load_overlap_t(const row_merge_load_overlap_t&)= delete;
  row_merge_load_overlap_t &operator=(const row_merge_load_overlap_t&)=
    delete;

  /** @return whether a merge with this many threads overlaps its last
  pass with the load (innodb_ddl_overlap_load); without it, the merge keeps
  its memory to itself and frees it before the load
  @param threads  threads wanted, including the calling one */
  bool wanted(uint threads) const;

  /** @return the memory of the merge passes of row_merge_sort(), created
  on the first call
  @param threads  threads wanted, including the calling one */
  row_merge_par_t &par(uint threads);

  /** Start the last pass in a helper, if the pass is the last one of a
  parallel merge and the build overlaps the load.
  @param trx         transaction of the build
  @param dup         descriptor of the index
  @param file        the input; on success, the output, which the load reads
  @param tmpfd       the output; on success, the input
  @param num_runs    number of runs in the input
  @param run_offset  start block of each run (when par() has started)
  @param space       tablespace ID for encryption
  @param stage       performance schema accounting object, or nullptr
  @return whether the helper started */
  bool start(trx_t *trx, const row_merge_dup_t *dup, merge_file_t *file,
             pfs_os_file_t *tmpfd, ulint num_runs, const ulint *run_offset,
             ulint space, ut_stage_alter_t *stage);

  /** Publish that blocks of the output are written (the helper).
  @param blocks  blocks written
  @return whether the helper goes on (not after KILL or an early end of
  the load) */
  bool written(ulint blocks);

  /** Wait until the block that the load reads is written.
  @param fd      file that the load reads
  @param offset  the block
  @return whether the block can be read */
  bool wait(const pfs_os_file_t &fd, ulint offset);

  /** Wait for the helper after the load.
  @param err  the result of the load
  @return the result of the pass and the load */
  dberr_t finish(dberr_t err);
};

/** Wait, in a load that overlaps the last merge pass, until a block is
written (row_merge_read()).
@param fd      file to read
@param offset  block to read
@return whether the block can be read */
inline bool row_merge_load_wait(const pfs_os_file_t &fd, ulint offset)
{
  return !row_merge_conf.load || row_merge_conf.load->wait(fd, offset);
}

/** Compare two tuples (row0merge.cc)
@return positive, 0, negative if a is greater, equal, less, than b */
int row_merge_tuple_cmp(const dict_index_t *index, ulint n_uniq,
                        ulint n_field, const mtuple_t &a, const mtuple_t &b,
                        row_merge_dup_t *dup);
/** Merge sort tuples[low, high) in memory (row0merge.cc) */
void row_merge_tuple_sort(const dict_index_t *index, ulint n_uniq,
                          ulint n_field, row_merge_dup_t *dup,
                          mtuple_t *tuples, mtuple_t *aux, ulint low,
                          ulint high);

/** Write a merge record (row0merge.cc)
@return pointer to end of block, or NULL on error */
byte *row_merge_write_rec(row_merge_block_t *block, mrec_buf_t *buf, byte *b,
                          const pfs_os_file_t &fd, ulint *foffs,
                          const mrec_t *mrec, const rec_offs *offsets,
                          row_merge_block_t *crypt_block, ulint space);
/** Write an end-of-list marker and the block (row0merge.cc)
@return pointer to end of block, or NULL on error */
byte *row_merge_write_eof(row_merge_block_t *block, byte *b,
                          const pfs_os_file_t &fd, ulint *foffs,
                          row_merge_block_t *crypt_block, ulint space);
