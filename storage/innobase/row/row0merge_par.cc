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

/* for sys_var::value_origin (row_merge_buffer_size_startup()) */
#define MYSQL_SERVER

#include "row0merge_par.h"
#include "ha_prototypes.h"
#include "dict0dict.h"
#include "data0data.h"
#include "trx0trx.h"
#include "ut0stage.h"
#include "log0crypt.h"
#include "rem0cmp.h"
#include "sql_class.h"
#include "sys_vars_shared.h"
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>

thread_local row_merge_conf_t row_merge_conf;

/** @return whether a startup option (my.cnf or the command line) set a
variable, and on the command line
@param name     the variable
@param cmdline  set to whether it was the command line */
static bool row_merge_option_given(const char *name, bool *cmdline)
{
  /* get_sys_var_value_origin() does not find a plugin's variables, and
  find_sys_var() no variable of a plugin that is not initialized yet */
  mysql_prlock_rdlock(&LOCK_system_variables_hash);
  const sys_var *var= intern_find_sys_var(name, 0);
  const sys_var::where w= var ? var->value_origin : sys_var::COMPILE_TIME;
  mysql_prlock_unlock(&LOCK_system_variables_hash);
  *cmdline= w == sys_var::COMMAND_LINE;
  return *cmdline || w == sys_var::CONFIG;
}

bool row_merge_buffer_size_startup(ulonglong &ddl, ulonglong &alias)
{
  if (ddl == alias)
    return false;
  bool ddl_cmdline, alias_cmdline;
  const bool ddl_given=
    row_merge_option_given("innodb_ddl_buffer_size", &ddl_cmdline);
  const bool alias_given=
    row_merge_option_given("innodb_merge_sort_block_size", &alias_cmdline);
  if (ddl_given && alias_given && ddl_cmdline == alias_cmdline)
  {
    ib::error() << "innodb_ddl_buffer_size=" << ddl
                << " and innodb_merge_sort_block_size=" << alias
                << " are one setting under two names: give one value";
    return true;
  }
  if (alias_given && (!ddl_given || alias_cmdline))
    ddl= alias;
  else
    alias= ddl;
  return false;
}

/** Smallest sort buffer, as for innodb_sort_buffer_size */
static constexpr ulong ROW_MERGE_MIN_BLOCK= 64 << 10;

/** @return the memory of a sort buffer for an index, in buffer sizes: the
buffer, its two arrays of tuple pointers and the field descriptors of its
tuples, for as many tuples as records of the smallest size fill the buffer
@param index  an index to build */
static double row_merge_buf_weight(const dict_index_t *index)
{
  const double per_tuple= 2.0 * sizeof(mtuple_t) +
    double(dict_index_get_n_fields(index)) * sizeof(dfield_t);
  return 1.0 + per_tuple /
    double(std::max<ulint>(1, dict_index_get_min_size(index)));
}

namespace
{
/** The memory of one build as a function of its block size and threads */
struct row_merge_shape_t
{
  /** the sort buffers with their tuple arrays, in buffer sizes */
  double buffers= 0;
  /** whether the sort buffers stay allocated while the runs are merged
  (a bulk insert, which merges at commit) */
  bool keeps_buffers= false;

  /** @return 2 when each block has an encryption buffer, else 1 */
  static double crypt() { return srv_encrypt_log ? 2 : 1; }

  /** @return bytes of the record heaps of the merge: a record buffer per
  input run and for the output of each thread (row_merge_runs()), or
  upstream's 3 (row_merge_heap_create())
  @param threads  threads that merge */
  static double heaps(uint threads)
  {
    return double(sizeof(mrec_buf_t) *
                  (threads > 1 ? (ROW_MERGE_FAN_IN + 1) * threads : 3));
  }

  /** @return memory of the scan, in buffer sizes: the sort buffers (twice
  with the overlap), the build's 3 blocks and the helper's one
  @param overlap  whether a helper writes full buffers */
  double scan(bool overlap) const
  {
    return buffers * (overlap ? 2 : 1) + crypt() * (overlap ? 4 : 3);
  }

  /** @return memory of the merge and load, in buffer sizes: the build's 3
  blocks and ROW_MERGE_FAN_IN + 1 of each thread when there are several
  @param threads  threads that merge */
  static double merge(uint threads)
  {
    return crypt() * double(3 + (threads > 1
                                 ? (ROW_MERGE_FAN_IN + 1) * threads : 0));
  }

  /** @return the most bytes that the build takes at once
  @param block    bytes of a sort buffer and of a merge block
  @param threads  threads that sort and merge
  @param overlap  whether a helper writes full buffers */
  ulonglong bytes(ulong block, uint threads, bool overlap) const
  {
    const double b= double(block);
    const double merging= merge(threads) * b + heaps(threads);
    return ulonglong(keeps_buffers
                     ? buffers * b + merging
                     : std::max(scan(overlap) * b, merging));
  }

  /** @return the block size that keeps bytes() within a budget, rounded
  down to 4 KiB, and at least ROW_MERGE_MIN_BLOCK
  @param budget   bytes
  @param threads  threads that sort and merge
  @param overlap  whether a helper writes full buffers */
  ulong block(ulonglong budget, uint threads, bool overlap) const
  {
    const double m= double(budget), h= heaps(threads);
    double b= keeps_buffers
      ? (m - h) / (buffers + merge(threads))
      : std::min(m / scan(overlap), (m - h) / merge(threads));
    ulonglong size= b > 0 ? ulonglong(b) & ~ulonglong{4095} : 0;
    return ulong(std::min<ulonglong>(std::max<ulonglong>(size,
                                                         ROW_MERGE_MIN_BLOCK),
                                     1ULL << 30));
  }
};

/** The memory and helper threads that the builds of the server have taken
(innodb_ddl_max_total_buffer_size, innodb_ddl_max_total_threads) */
struct row_merge_pool_t
{
  /** protects the members below */
  std::mutex mutex;
  /** bytes that running builds have taken */
  ulonglong bytes= 0;
  /** helper threads that running builds have taken */
  ulonglong threads= 0;
  /** builds that got less than their session asked, since startup */
  ulonglong reduced= 0;
};
}

/** The server-wide pool of all index builds */
static row_merge_pool_t row_merge_pool;

void row_merge_pool_status(ulonglong *bytes, ulonglong *threads,
                           ulonglong *reduced)
{
  std::lock_guard<std::mutex> g(row_merge_pool.mutex);
  *bytes= row_merge_pool.bytes;
  *threads= row_merge_pool.threads;
  *reduced= row_merge_pool.reduced;
}

/** Work out the settings of one build from the session and take their
memory and helper threads from the pool: what is left there when it is
short: the memory left, and fewer threads until it fits, down to upstream's
settings.
@param thd      session, or nullptr for the globals
@param shape    memory of the build
@param fts      whether the build includes a FULLTEXT index
@param bytes    set to the bytes to take
@param helpers  set to the helper threads to take
@param reduced  set to whether the build gets less than the session asked
@return the settings */
static row_merge_conf_t row_merge_conf_fit(THD *thd,
                                           const row_merge_shape_t &shape,
                                           bool fts, ulonglong *bytes,
                                           uint *helpers, bool *reduced)
{
  row_merge_conf_t conf;
  *bytes= 0;
  *helpers= 0;
  *reduced= false;
  if (fts)
    /* The FULLTEXT sort threads keep innodb_sort_buffer_size. */
    return conf;
  const uint want= std::max(1U, std::min(thd_ddl_threads(thd),
                                         ROW_MERGE_MAX_THREADS));
  const ulonglong budget= thd_ddl_buffer_size(thd);
  DBUG_EXECUTE_IF("ib_ddl_buffer_oom",
                  conf.threads= want;
                  conf.block_size= ulong{1} << 42; return conf;);
  if (want == 1 && !budget)
    /* upstream's settings take nothing from the pool */
    return conf;
  const bool overlap= !shape.keeps_buffers && row_merge_overlap_scan();

  std::unique_lock<std::mutex> g(row_merge_pool.mutex);
  const ulonglong max_bytes= row_merge_max_total_buffer_size();
  const ulonglong max_threads= row_merge_max_total_threads();
  const ulonglong free_bytes= max_bytes > row_merge_pool.bytes
    ? max_bytes - row_merge_pool.bytes : 0;
  const ulonglong free_threads= max_threads > row_merge_pool.threads
    ? max_threads - row_merge_pool.threads : 0;
  const ulonglong got= std::min(budget, free_bytes);
  for (uint h= uint(std::min<ulonglong>(want - 1, free_threads));; h--)
  {
    if (!h && !budget)
    {
      /* One thread with innodb_sort_buffer_size blocks: upstream's
      settings, which take nothing from the pool */
      *reduced= true;
      break;
    }
    const uint threads= h + 1;
    const bool ovl= overlap && threads > 1;
    const ulong block= budget ? shape.block(got, threads, ovl)
                              : ulong{srv_sort_buf_size};
    const ulonglong need= shape.bytes(block, threads, ovl);
    if (need <= free_bytes &&
        /* one thread with blocks smaller than upstream's is worse than
        upstream's settings, which take nothing from the pool */
        (h || block >= srv_sort_buf_size || (want == 1 && got == budget)))
    {
      conf.threads= threads;
      conf.overlap= ovl;
      conf.block_size= budget ? block : 0;
      *bytes= need;
      *helpers= h;
      *reduced= threads < want || got < budget;
      break;
    }
    if (!h)
    {
      /* Not even one thread fits: upstream's settings, outside the pool */
      *reduced= true;
      break;
    }
  }
  conf.overlap_load= conf.threads > 1 && row_merge_overlap_load();
  if (*reduced)
    row_merge_pool.reduced++;
  row_merge_pool.bytes+= *bytes;
  row_merge_pool.threads+= *helpers;
  g.unlock();
  if (global_system_variables.log_warnings > 2)
    ib::info() << "Index build: " << conf.threads << " of " << want
               << " threads, blocks of " << row_merge_block_size(conf)
               << " bytes, " << *bytes << " bytes from the pool"
               << (conf.overlap ? ", scan overlapped" : "")
               << (conf.overlap_load ? ", load overlapped" : "")
               << (*reduced ? " (reduced: the pool is short)" : "");
  return conf;
}

row_merge_conf_t row_merge_grant_t::take(THD *thd,
                                         dict_index_t *const *indexes,
                                         ulint n_indexes)
{
  ut_ad(!m_taken);
  bool fts= false;
  row_merge_shape_t shape;
  for (ulint i= 0; i < n_indexes; i++)
  {
    fts|= (indexes[i]->type & DICT_FTS) != 0;
    shape.buffers+= row_merge_buf_weight(indexes[i]);
  }
  const row_merge_conf_t conf=
    row_merge_conf_fit(thd, shape, fts, &m_bytes, &m_threads, &m_reduced);
  m_taken= true;
  return conf;
}

row_merge_conf_t row_merge_grant_t::take(THD *thd, const dict_table_t *table)
{
  ut_ad(!m_taken);
  row_merge_shape_t shape;
  shape.keeps_buffers= true;
  for (const dict_index_t *index= UT_LIST_GET_FIRST(table->indexes); index;
       index= UT_LIST_GET_NEXT(indexes, index))
    if (index->is_btree())
      shape.buffers+= row_merge_buf_weight(index);
  const row_merge_conf_t conf=
    row_merge_conf_fit(thd, shape, false, &m_bytes, &m_threads, &m_reduced);
  m_taken= true;
  return conf;
}

void row_merge_grant_t::release()
{
  if (!m_taken)
    return;
  {
    std::lock_guard<std::mutex> g(row_merge_pool.mutex);
    ut_ad(row_merge_pool.bytes >= m_bytes);
    ut_ad(row_merge_pool.threads >= m_threads);
    row_merge_pool.bytes-= m_bytes;
    row_merge_pool.threads-= m_threads;
  }
  m_bytes= 0;
  m_threads= 0;
  m_taken= false;
}

row_merge_par_t::row_merge_par_t(uint threads)
{
  if (threads < 2)
    /* one thread merges as upstream does, in the build's own 3 blocks */
    return;
  ut_allocator<row_merge_block_t> alloc(mem_key_row_merge_sort);
  const size_t size= (ROW_MERGE_FAN_IN + 1) * size_t{row_merge_block_size()};
  for (threads= std::min(threads, ROW_MERGE_MAX_THREADS); m_threads < threads;
       m_threads++)
  {
    m_block[m_threads]= alloc.allocate_large(size, &m_block_pfx[m_threads]);
    if (!m_block[m_threads])
      break;
    m_crypt[m_threads]= nullptr;
    if (!srv_encrypt_log)
      continue;
    m_crypt[m_threads]= alloc.allocate_large(size, &m_crypt_pfx[m_threads]);
    if (!m_crypt[m_threads])
    {
      alloc.deallocate_large(m_block[m_threads], &m_block_pfx[m_threads]);
      break;
    }
  }
}

row_merge_par_t::~row_merge_par_t()
{
  ut_allocator<row_merge_block_t> alloc(mem_key_row_merge_sort);
  for (uint i= 0; i < m_threads; i++)
  {
    alloc.deallocate_large(m_block[i], &m_block_pfx[i]);
    if (m_crypt[i])
      alloc.deallocate_large(m_crypt[i], &m_crypt_pfx[i]);
  }
}

double row_merge_sort_passes(ulint num_runs, uint threads)
{
  if (threads < 2)
    return num_runs ? log2(double(num_runs)) : 0;
  double passes= 0;
  for (; num_runs > 1; passes++)
    num_runs= (num_runs + ROW_MERGE_FAN_IN - 1) / ROW_MERGE_FAN_IN;
  return passes;
}

/** Count records merged in the sort phase of a stage, one inc() a record as
ut_stage_alter_t::inc() expects there.
@param stage  performance schema accounting object
@param n      records */
static void row_merge_stage_inc(ut_stage_alter_t *stage, ulint n)
{
  while (n--)
    stage->inc();
}

namespace
{
/** Records a helper counts before it publishes them */
constexpr ulint ROW_MERGE_PUBLISH= 1024;

/** Counts the records that one thread of a merge pass writes, for the sort
phase of a stage. ut_stage_alter_t is not thread-safe: the thread that owns
the stage counts its own records and, every ROW_MERGE_PUBLISH of them, those
that the helpers published; a helper publishes every ROW_MERGE_PUBLISH records,
so the phase advances with the whole pass, not only at its end. */
class merge_counter_t
{
  /** the stage, in the thread that owns it; else nullptr */
  ut_stage_alter_t *const m_stage;
  /** the records that helpers published and the owner has not counted */
  std::atomic<ulint> *const m_shared;
  /** records since the last publication (helper) or collection (owner) */
  ulint m_n= 0;
public:
  /** @param stage   the stage, or nullptr in a helper
  @param shared  the helpers' count, or nullptr to count nothing of them */
  merge_counter_t(ut_stage_alter_t *stage, std::atomic<ulint> *shared)
    : m_stage(stage), m_shared(shared) {}
  /** Publish what a helper has not yet published */
  ~merge_counter_t()
  {
    if (!m_stage && m_shared && m_n)
      m_shared->fetch_add(m_n, std::memory_order_relaxed);
  }
  /** Count one record written */
  void inc()
  {
    if (m_stage)
    {
      m_stage->inc();
      if (m_shared && ++m_n == ROW_MERGE_PUBLISH)
      {
        m_n= 0;
        row_merge_stage_inc(m_stage,
                            m_shared->exchange(0, std::memory_order_relaxed));
      }
    }
    else if (m_shared && ++m_n == ROW_MERGE_PUBLISH)
    {
      m_shared->fetch_add(m_n, std::memory_order_relaxed);
      m_n= 0;
    }
  }
};
}

row_merge_task_t::row_merge_task_t(std::function<void()> work)
  : m_work(std::move(work)), m_task(run, this)
{
  srv_thread_pool->submit_task(&m_task);
}

void row_merge_task_t::run(void *arg)
{
  row_merge_task_t *t= static_cast<row_merge_task_t*>(arg);
  t->m_work();
  t->m_done= true;
}

void row_merge_task_t::wait()
{
  m_task.wait();
  if (!m_done)
  {
    m_work();
    m_done= true;
  }
}

/** Fewest tuples that are worth a second sorting thread */
static constexpr ulint ROW_MERGE_PAR_SORT_MIN= 1024;

/** Sort the two halves of a full sort buffer of a non-unique index at once,
the first in a helper thread, the second in this one.
@param buf  the buffer
@return whether the halves were sorted (else nothing was done) */
static bool row_merge_par_sort_halves(row_merge_buf_t *buf)
{
  const ulint n= buf->n_tuples, mid= n / 2;
  if (row_merge_threads() < 2 || n < ROW_MERGE_PAR_SORT_MIN)
    return false;
  const dict_index_t *index= buf->index;
  const ulint n_uniq= index->n_uniq, n_field= index->n_fields;
  mtuple_t *tuples= buf->tuples, *aux= buf->tmp_tuples;
  std::unique_ptr<row_merge_task_t> helper;
  try
  {
    helper.reset(new row_merge_task_t([=]()
    {
      row_merge_tuple_sort(index, n_uniq, n_field, nullptr, tuples, aux, 0,
                           mid);
    }));
  }
  catch (...)
  {
    return false;
  }
  row_merge_tuple_sort(index, n_uniq, n_field, nullptr, tuples, aux, mid, n);
  helper->wait();
  return true;
}

/** Merge the sorted halves of a sort buffer (row_merge_par_sort_halves())
into tmp_tuples[], then copy them back.
@param buf  the buffer */
static void row_merge_merge_halves(row_merge_buf_t *buf)
{
  const ulint n= buf->n_tuples, mid= n / 2;
  const dict_index_t *index= buf->index;
  const ulint n_uniq= index->n_uniq, n_field= index->n_fields;
  mtuple_t *tuples= buf->tuples, *aux= buf->tmp_tuples;
  ulint i= 0, j= mid, k= 0;
  while (i < mid && j < n)
    aux[k++]= row_merge_tuple_cmp(index, n_uniq, n_field, tuples[i],
                                  tuples[j], nullptr) > 0
      ? tuples[j++] : tuples[i++];
  while (i < mid)
    aux[k++]= tuples[i++];
  while (j < n)
    aux[k++]= tuples[j++];
  memcpy(tuples, aux, n * sizeof *tuples);
}

bool row_merge_par_sort(row_merge_buf_t *buf)
{
  if (!row_merge_par_sort_halves(buf))
    return false;
  row_merge_merge_halves(buf);
  return true;
}

/** Finish the sort of a full buffer of a non-unique index and write it as
one run.
@param buf     the buffer
@param halves  whether its halves are sorted (else it is not sorted at all)
@param of      the temporary file, at the block where the run goes
@param block   the block to write from
@param crypt   its encryption buffer, or nullptr
@param space   tablespace ID for encryption
@return DB_SUCCESS or error code */
static dberr_t row_merge_overlap_write(row_merge_buf_t *buf, bool halves,
                                       const merge_file_t &of,
                                       row_merge_block_t *block,
                                       row_merge_block_t *crypt, ulint space)
{
  const dict_index_t *index= buf->index;
  if (halves)
    row_merge_merge_halves(buf);
  else
    row_merge_tuple_sort(index, index->n_uniq, index->n_fields, nullptr,
                         buf->tuples, buf->tmp_tuples, 0, buf->n_tuples);
  if (dberr_t err= row_merge_buf_write(buf,
#ifndef DBUG_OFF
                                       &of,
#endif
                                       block))
    return err;
  if (!row_merge_write(of.fd, of.offset, block, crypt, space))
    return DB_TEMP_FILE_WRITE_FAIL;
  MEM_UNDEFINED(block, row_merge_block_size());
  return DB_SUCCESS;
}

row_merge_overlap_t::row_merge_overlap_t(ulint n_index)
  : m_n_index(n_index),
    m_on(row_merge_conf.overlap && row_merge_threads() > 1)
{
  if (m_on)
    m_spare= ut_allocator<row_merge_buf_t*>(mem_key_row_merge_sort).
      allocate(n_index, nullptr, INVALID_AUTOEVENT_IDX, true, false);
  m_on= m_spare != nullptr;
}

row_merge_overlap_t::~row_merge_overlap_t()
{
  join();
  if (m_handed && global_system_variables.log_warnings > 2)
    ib::info() << "Index build: a helper sorted and wrote " << m_handed
               << " runs while the scan went on";
  if (m_spare)
  {
    for (ulint i= 0; i < m_n_index; i++)
      if (m_spare[i])
        row_merge_buf_free(m_spare[i]);
    ut_allocator<row_merge_buf_t*>(mem_key_row_merge_sort).
      deallocate(m_spare, m_n_index);
  }
  ut_allocator<row_merge_block_t> alloc(mem_key_row_merge_sort);
  if (m_block)
    alloc.deallocate_large(m_block, &m_block_pfx);
  if (m_crypt)
    alloc.deallocate_large(m_crypt, &m_crypt_pfx);
}

bool row_merge_overlap_t::wanted(const row_merge_buf_t *buf, bool skip_sort,
                                 bool in_memory)
{
  const dict_index_t *index= buf->index;
  if (!m_on || skip_sort || in_memory || index->is_clust() ||
      dict_index_is_unique(index) || !index->is_btree())
    return false;
  if (m_block)
    return true;
  ut_allocator<row_merge_block_t> alloc(mem_key_row_merge_sort);
  m_block= alloc.allocate_large(row_merge_block_size(), &m_block_pfx);
  if (m_block && srv_encrypt_log &&
      !(m_crypt= alloc.allocate_large(row_merge_block_size(), &m_crypt_pfx)))
  {
    alloc.deallocate_large(m_block, &m_block_pfx);
    m_block= nullptr;
  }
  /* Without the memory the scan sorts and writes its buffers itself. */
  return m_on= m_block != nullptr;
}

dberr_t row_merge_overlap_t::join()
{
  if (!m_task)
    return DB_SUCCESS;
  m_task->wait();
  m_task.reset();
  /* the helper's thread is free again for row_merge_par_sort() */
  row_merge_conf.threads++;
  return m_err;
}

dberr_t row_merge_overlap_t::finish(trx_t *trx)
{
  dberr_t err= join();
  m_err= DB_SUCCESS;
  if (err != DB_SUCCESS)
    trx->error_key_num= m_index;
  return err;
}

dberr_t row_merge_overlap_t::submit(ulint i, row_merge_buf_t *&buf,
                                    merge_file_t *file, trx_t *trx,
                                    ulint space)
{
  ut_ad(m_on && m_block);
  if (dberr_t err= finish(trx))
    return err;
  if (!m_spare[i])
    m_spare[i]= row_merge_buf_create(buf->index);
  row_merge_buf_t *full= buf;
  const merge_file_t of= *file;
  file->offset++;
  m_index= i;
  row_merge_block_t *block= m_block, *crypt= m_crypt;
  const row_merge_conf_t conf= row_merge_conf;
  /* Both threads sort a half; the helper merges the halves and writes the
  run while this thread scans on. */
  const bool halves= row_merge_par_sort_halves(full);
  try
  {
    m_task.reset(new row_merge_task_t([this, full, halves, of, block, crypt,
                                       space, conf]()
    {
      row_merge_scope_t scope(conf);
      m_err= row_merge_overlap_write(full, halves, of, block, crypt, space);
    }));
    row_merge_conf.threads--;
    m_handed++;
  }
  catch (...)
  {
    /* no thread: sort and write the buffer here */
    if (dberr_t err= row_merge_overlap_write(full, halves, of, block, crypt,
                                             space))
    {
      trx->error_key_num= i;
      return err;
    }
  }
  buf= row_merge_buf_empty(m_spare[i]);
  m_spare[i]= full;
  DEBUG_SYNC_C("row_merge_overlap_submitted");
  return DB_SUCCESS;
}

/** Merge up to ROW_MERGE_FAN_IN runs of a file into one run of another.
@param dup    descriptor of the index; its table, if any, gets a duplicate
@param in     the input file
@param foffs  start block of each run to merge
@param n      number of runs to merge
@param of     the output file, at the block where the run is to start
@param block  n + 1 blocks: one per input run, and the output
@param crypt  encryption buffers like block, or nullptr
@param space  tablespace ID for encryption
@param stage  performance schema accounting object, or nullptr
@param shared records of the helpers of a pass, which the thread with the
stage counts for them (merge_counter_t), or nullptr
@param load   the load that reads the output while it is written, or nullptr
@return DB_SUCCESS or error code */
static dberr_t row_merge_runs(const row_merge_dup_t *dup,
                              const merge_file_t *in, ulint *foffs, ulint n,
                              merge_file_t *of, row_merge_block_t *block,
                              row_merge_block_t *crypt, ulint space,
                              ut_stage_alter_t *stage,
                              std::atomic<ulint> *shared,
                              row_merge_load_overlap_t *load= nullptr)
{
  merge_counter_t counter(stage, shared);
  ut_ad(n && n <= ROW_MERGE_FAN_IN);
  const ulint size= row_merge_block_size();
  const dict_index_t *index= dup->index;
  const ulint n_fields= dict_index_get_n_fields(index);
  const ulint n_offs= 1 + REC_OFFS_HEADER_SIZE + n_fields;
  mem_heap_t *heap= mem_heap_create((n + 1) * sizeof(mrec_buf_t) +
                                    n * n_offs * sizeof(rec_offs));
  /* a buffer per run and for the output, for records that span blocks */
  mrec_buf_t *buf= static_cast<mrec_buf_t*>(
    mem_heap_alloc(heap, (n + 1) * sizeof *buf));
  rec_offs *offsets[ROW_MERGE_FAN_IN];
  const byte *b[ROW_MERGE_FAN_IN];
  const mrec_t *mrec[ROW_MERGE_FAN_IN];
  byte *out= &block[n * size];
  row_merge_block_t *out_crypt= crypt ? &crypt[n * size] : nullptr;
  dberr_t err= DB_CORRUPTION;
  /* A tree of losers: tree[0] is the run whose record goes out next,
  tree[i] the run that lost the last match at node i. The leaves are
  runs 0 to k - 1; those from n on are empty, and so is a run at its end. */
  ulint k= 1;
  while (k < n)
    k<<= 1;
  ulint tree[ROW_MERGE_FAN_IN], win[2 * ROW_MERGE_FAN_IN];
  bool duplicate= false;
  /* the blocks of the output that the load was told are written */
  ulint published= of->offset;
  /* whether the record of run a goes before that of run c; two equal
  records (of a unique index) are a duplicate */
  auto first= [&](ulint a, ulint c)
  {
    if (c >= n || !mrec[c])
      return true;
    if (a >= n || !mrec[a])
      return false;
    int cmp= cmp_rec_rec_simple(mrec[a], mrec[c], offsets[a], offsets[c],
                                index, dup->table);
    duplicate|= !cmp;
    return cmp < 0;
  };

  for (ulint i= 0; i < n; i++)
  {
    offsets[i]= static_cast<rec_offs*>(
      mem_heap_alloc(heap, n_offs * sizeof(rec_offs)));
    rec_offs_set_n_alloc(offsets[i], n_offs);
    rec_offs_set_n_fields(offsets[i], n_fields);
    row_merge_block_t *c= crypt ? &crypt[i * size] : nullptr;
    if (!row_merge_read(in->fd, foffs[i], &block[i * size], c, space))
      goto func_exit;
    b[i]= row_merge_read_rec(&block[i * size], &buf[i], &block[i * size],
                             index, in->fd, &foffs[i], &mrec[i], offsets[i],
                             c, space);
    if (!b[i] && mrec[i])
      goto func_exit;
  }

  for (ulint i= 0; i < k; i++)
    win[k + i]= i;
  for (ulint node= k; --node; )
  {
    const ulint a= win[2 * node], c= win[2 * node + 1];
    const bool a_first= first(a, c);
    win[node]= a_first ? a : c;
    tree[node]= a_first ? c : a;
  }
  tree[0]= win[1];

  for (;;)
  {
    if (duplicate)
    {
      err= DB_DUPLICATE_KEY;
      goto func_exit;
    }
    ulint m= tree[0];
    if (m >= n || !mrec[m])
      break;
    counter.inc();
    out= row_merge_write_rec(&block[n * size], &buf[n], out, of->fd,
                             &of->offset, mrec[m], offsets[m], out_crypt,
                             space);
    if (!out || ++of->n_rec > in->n_rec)
      goto func_exit;
    if (load && of->offset != published)
    {
      published= of->offset;
      if (!load->written(published))
      {
        err= DB_INTERRUPTED;
        goto func_exit;
      }
    }
    b[m]= row_merge_read_rec(&block[m * size], &buf[m], b[m], index, in->fd,
                             &foffs[m], &mrec[m], offsets[m],
                             crypt ? &crypt[m * size] : nullptr, space);
    if (!b[m] && mrec[m])
      goto func_exit;
    /* replay the matches on the way from run m to the root */
    for (ulint node= (m + k) / 2; node; node/= 2)
      if (!first(m, tree[node]))
        std::swap(m, tree[node]);
    tree[0]= m;
  }

  if (row_merge_write_eof(&block[n * size], out, of->fd, &of->offset,
                          out_crypt, space))
    err= DB_SUCCESS;
func_exit:
  mem_heap_free(heap);
  return err;
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
  /** next group of runs to take */
  std::atomic<ulint> next{0};
  /** first error, or DB_SUCCESS */
  std::atomic<dberr_t> error{DB_SUCCESS};
  /** a group in which a helper (which cannot report it) met a duplicate */
  std::atomic<ulint> dup_group{ULINT_UNDEFINED};
  /** records written by all threads */
  std::atomic<ulint> n_rec{0};
  /** records that helpers published and the thread with the stage has not
  counted yet (merge_counter_t) */
  std::atomic<ulint> n_uncounted{0};
  /** end of the output file, in blocks */
  std::atomic<ulint> end{0};

  /** Merge group g of runs into the output, where its first run starts.
  @param g      group number
  @param dup    duplicate descriptor of this thread
  @param block  blocks of this thread
  @param crypt  encryption buffers of this thread, or nullptr
  @param stage  performance schema accounting object, or nullptr
  @param n_rec  records written by this thread
  @return DB_SUCCESS or error code */
  dberr_t merge_group(ulint g, const row_merge_dup_t *dup,
                      row_merge_block_t *block, row_merge_block_t *crypt,
                      ut_stage_alter_t *stage, ulint *n_rec)
  {
    const ulint first= g * ROW_MERGE_FAN_IN;
    const ulint n= std::min<ulint>(ROW_MERGE_FAN_IN, num_runs - first);
    ulint foffs[ROW_MERGE_FAN_IN];
    for (ulint i= 0; i < n; i++)
      foffs[i]= run_offset[first + i];
    merge_file_t of{out, run_offset[first], 0};
    dberr_t err= row_merge_runs(dup, in, foffs, n, &of, block, crypt, space,
                                stage, &n_uncounted);
    *n_rec+= of.n_rec;
    for (ulint e= end.load(); e < of.offset &&
         !end.compare_exchange_weak(e, of.offset); ) {}
    return err;
  }

  /** Take groups until none is left or an error stops the pass.
  @param dup    duplicate descriptor of this thread
  @param block  blocks of this thread
  @param crypt  encryption buffers of this thread, or nullptr
  @param stage  performance schema accounting object, or nullptr */
  void work(const row_merge_dup_t *dup, row_merge_block_t *block,
            row_merge_block_t *crypt, ut_stage_alter_t *stage)
  {
    row_merge_scope_t scope(conf);
    ulint recs= 0;
    for (ulint g; error.load(std::memory_order_relaxed) == DB_SUCCESS &&
         (g= next++) * ROW_MERGE_FAN_IN < num_runs; )
    {
      dberr_t err= trx_is_interrupted(trx)
        ? DB_INTERRUPTED
        : merge_group(g, dup, block, crypt, stage, &recs);
      if (err == DB_DUPLICATE_KEY && !dup->table)
        dup_group= g;
      if (err != DB_SUCCESS)
      {
        dberr_t expected= DB_SUCCESS;
        error.compare_exchange_strong(expected, err);
      }
    }
    n_rec+= recs;
  }
};
}

dberr_t row_merge_par_pass(trx_t *trx, const row_merge_dup_t *dup,
                           merge_file_t *file, pfs_os_file_t *tmpfd,
                           ulint *num_runs, ulint *run_offset,
                           ut_stage_alter_t *stage, ulint space,
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

  const ulint groups= (*num_runs + ROW_MERGE_FAN_IN - 1) / ROW_MERGE_FAN_IN;
  std::unique_ptr<row_merge_task_t> helpers[ROW_MERGE_MAX_THREADS];
  try
  {
    for (uint i= 1; i < par.m_threads && i < groups; i++)
    {
      row_merge_block_t *block= par.m_block[i], *crypt= par.m_crypt[i];
      helpers[i].reset(new row_merge_task_t([&pass, &helper_dup, block,
                                             crypt]()
        { pass.work(&helper_dup, block, crypt, nullptr); }));
    }
  }
  catch (...)
  {
    /* Fewer threads: the ones that started, and this one, do the work. */
  }
  pass.work(dup, par.m_block[0], par.m_crypt[0], stage);
  for (std::unique_ptr<row_merge_task_t> &t : helpers)
    if (t)
      t->wait();

  dberr_t err= pass.error;
  if (err == DB_DUPLICATE_KEY && pass.dup_group != ULINT_UNDEFINED &&
      dup->table)
  {
    /* Merge that group again here, to report the duplicate key. */
    ulint recs= 0;
    err= pass.merge_group(pass.dup_group, dup, par.m_block[0],
                          par.m_crypt[0], nullptr, &recs);
    if (err == DB_SUCCESS)
      err= DB_DUPLICATE_KEY;
  }
  if (err != DB_SUCCESS)
    return err;
  if (UNIV_UNLIKELY(pass.n_rec != file->n_rec))
    return DB_CORRUPTION;
  if (stage)
    /* the helpers' records that the loop of this thread did not collect */
    row_merge_stage_inc(stage, pass.n_uncounted.exchange(0));

  for (ulint g= 0; g < groups; g++)
    run_offset[g]= run_offset[g * ROW_MERGE_FAN_IN];
  *num_runs= groups;

  /* Swap the files for the next pass. */
  *tmpfd= file->fd;
  file->fd= pass.out;
  file->offset= pass.end;
  return DB_SUCCESS;
}

bool row_merge_load_overlap_t::wanted(uint threads) const
{
  return row_merge_conf.overlap_load && threads >= 2;
}

row_merge_par_t &row_merge_load_overlap_t::par(uint threads)
{
  if (!m_par)
    m_par= new row_merge_par_t(threads);
  return *m_par;
}

row_merge_load_overlap_t::~row_merge_load_overlap_t()
{
  if (m_task)
  {
    m_abort= true;
    m_task->wait();
  }
  if (row_merge_conf.load == this)
    row_merge_conf.load= nullptr;
  delete m_par;
}

dberr_t row_merge_load_overlap_t::merge_runs(const row_merge_dup_t *dup,
                                             row_merge_load_overlap_t *cb)
{
  ulint foffs[ROW_MERGE_FAN_IN];
  memcpy(foffs, m_foffs, m_n * sizeof *foffs);
  merge_file_t of{m_out, 0, 0};
  const dberr_t err= row_merge_runs(dup, &m_in, foffs, m_n, &of,
                                    m_par->m_block[0], m_par->m_crypt[0],
                                    m_space, nullptr, nullptr, cb);
  std::lock_guard<std::mutex> g(m_mutex);
  m_written= of.offset;
  m_n_rec= of.n_rec;
  return err;
}

void row_merge_load_overlap_t::merge()
{
  row_merge_scope_t scope(m_conf);
  /* A helper cannot fill in the duplicate row of the error message,
  which is the statement's TABLE::record[0]: finish() does that. */
  row_merge_dup_t dup= *m_dup;
  dup.table= nullptr;
  const dberr_t err= merge_runs(&dup, this);
  {
    std::lock_guard<std::mutex> g(m_mutex);
    m_err= err;
    m_done= true;
  }
  m_cv.notify_all();
}

bool row_merge_load_overlap_t::start(trx_t *trx, const row_merge_dup_t *dup,
                                     merge_file_t *file, pfs_os_file_t *tmpfd,
                                     ulint num_runs, const ulint *run_offset,
                                     ulint space, ut_stage_alter_t *stage)
{
  if (!row_merge_conf.overlap_load || !m_par || m_par->threads() < 2 ||
      num_runs > ROW_MERGE_FAN_IN)
    return false;
  m_trx= trx;
  m_dup= dup;
  m_in= *file;
  m_out= *tmpfd;
  m_n= num_runs;
  m_space= space;
  for (ulint i= 0; i < num_runs; i++)
    /* the runs that the scan wrote are one block each */
    m_foffs[i]= m_par->m_started ? run_offset[i] : i;
  m_conf= row_merge_conf;
  m_conf.load= nullptr;
  try
  {
    m_task.reset(new row_merge_task_t([this]() { merge(); }));
  }
  catch (...)
  {
    return false;
  }
  if (stage)
    /* the records of the last pass count in the sort phase, as without
    the overlap, when the pass starts */
    row_merge_stage_inc(stage, file->n_rec);
  row_merge_conf.load= this;
  /* The load reads the output; file->offset stays that of the input,
  which is at least that of the output. */
  *tmpfd= file->fd;
  file->fd= m_out;
  DEBUG_SYNC_C("row_merge_load_overlapped");
  return true;
}

bool row_merge_load_overlap_t::written(ulint blocks)
{
  if (m_abort || trx_is_interrupted(m_trx))
    return false;
  {
    std::lock_guard<std::mutex> g(m_mutex);
    m_written= blocks;
  }
  m_cv.notify_all();
  return true;
}

bool row_merge_load_overlap_t::wait(const pfs_os_file_t &fd, ulint offset)
{
  if (fd != m_out.m_file)
    return true;
  if (trx_is_interrupted(m_trx))
  {
    m_wait_err= DB_INTERRUPTED;
    m_abort= true;
    return false;
  }
  std::unique_lock<std::mutex> g(m_mutex);
  if (m_written <= offset && !m_done)
    m_waits++;
  while (m_written <= offset && !m_done)
  {
    /* KILL is looked at every 100 ms: the helper only signals blocks */
    if (m_cv.wait_for(g, std::chrono::milliseconds(100)) ==
        std::cv_status::timeout && trx_is_interrupted(m_trx))
    {
      m_wait_err= DB_INTERRUPTED;
      m_abort= true;
      return false;
    }
  }
  if (m_done && m_err != DB_SUCCESS)
    m_wait_err= m_err;
  else if (m_written <= offset)
    m_wait_err= DB_CORRUPTION;
  else
    return true;
  return false;
}

dberr_t row_merge_load_overlap_t::finish(dberr_t err)
{
  if (!m_task)
    return err;
  if (err != DB_SUCCESS)
    m_abort= true;
  m_task->wait();
  m_task.reset();
  row_merge_conf.load= nullptr;
  if (global_system_variables.log_warnings > 2)
    ib::info() << "Index build: the load waited " << m_waits
               << " times for the last merge pass of " << m_n
               << " runs";
  if (err != DB_SUCCESS && m_wait_err == DB_SUCCESS)
    /* the load failed by itself; the helper was told to stop */
    return err;
  dberr_t e= m_wait_err != DB_SUCCESS ? m_wait_err : m_err;
  if (e == DB_SUCCESS && m_n_rec != m_in.n_rec)
    e= DB_CORRUPTION;
  if (e == DB_DUPLICATE_KEY && m_dup->table)
  {
    /* Merge again here, to fill in the duplicate key; the error stays,
    unless KILL ends this merge first (written() looks at it) */
    m_abort= false;
    if (merge_runs(m_dup, this) == DB_INTERRUPTED)
      e= DB_INTERRUPTED;
  }
  return e;
}
