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
@file include/row0merge_conf.h
The merge-sort buffer size and thread count of one index build
(innodb_ddl_buffer_size and innodb_ddl_threads, session variables).

The merge code of row0merge.cc sizes its sort buffers and file blocks by
row_merge_block_size(). Outside an index build that is the global, read-only
innodb_sort_buffer_size, which the online row log keeps using for its own
blocks; while row_merge_build_indexes() or a bulk insert runs, a
row_merge_scope_t on the running thread's stack sets the build's own size,
taken once from the session when the build starts.

Every build that asks for more than upstream's memory or threads takes them
from a server-wide pool (innodb_ddl_max_total_buffer_size and
innodb_ddl_max_total_threads) when it starts, and returns them when it ends:
row_merge_grant_t. When the pool is short the build gets what is left, down to
upstream's settings, which take nothing from the pool.
*******************************************************/

#pragma once

#include "srv0srv.h"

struct dict_index_t;
struct dict_table_t;
class row_merge_load_overlap_t;

/** @return innodb_ddl_buffer_size (the memory of one build, in bytes: its sort
buffers with their tuple arrays and its merge blocks; 0 means a buffer of
innodb_sort_buffer_size per index) of a session (ha_innodb.cc)
@param thd  session, or nullptr for the global value */
ulonglong thd_ddl_buffer_size(THD *thd);
/** @return innodb_ddl_threads of a session (ha_innodb.cc)
@param thd  session, or nullptr for the global value */
uint thd_ddl_threads(THD *thd);

/** @return innodb_ddl_max_total_buffer_size: memory that all builds with
their own settings may take together (ha_innodb.cc) */
ulonglong row_merge_max_total_buffer_size();
/** @return innodb_ddl_max_total_threads: helper threads that all builds may
run together, besides each build's own thread (ha_innodb.cc) */
uint row_merge_max_total_threads();
/** @return innodb_ddl_overlap_scan: whether a build with helper threads
sorts and writes a full sort buffer in a helper while the scan fills another
(ha_innodb.cc) */
bool row_merge_overlap_scan();

/** @return innodb_ddl_overlap_load: whether a build with helper threads
merges its last pass in a helper while its own thread loads the B-tree from
the pass's output (ha_innodb.cc) */
bool row_merge_overlap_load();

/** Read the counters of the server-wide pool (SHOW STATUS)
@param bytes    set to Innodb_ddl_reserved_memory: bytes that running builds
                have taken
@param threads  set to Innodb_ddl_reserved_threads: helper threads that
                running builds have taken
@param reduced  set to Innodb_ddl_builds_reduced: builds that got less than
                their session asked, since startup */
void row_merge_pool_status(ulonglong *bytes, ulonglong *threads,
                           ulonglong *reduced);

/** Give innodb_ddl_buffer_size and innodb_merge_sort_block_size, one setting
under two names, the one value that the startup options gave under either name;
under both, the command line wins over my.cnf, as it would for one name.
Called once by innodb_init(), after the options were read.
@param ddl    the global value of innodb_ddl_buffer_size
@param alias  the global value of innodb_merge_sort_block_size
@return whether both names were given different values in the same place (my.cnf,
or the command line), where their order is not known: InnoDB must not start */
bool row_merge_buffer_size_startup(ulonglong &ddl, ulonglong &alias);

/** Sort-buffer size and thread count of the build running in this thread */
struct row_merge_conf_t
{
  /** bytes of one sort buffer and of one merge block; 0 = innodb_sort_buffer_size */
  ulong block_size= 0;
  /** threads that sort and merge (1 = upstream's serial merge) */
  uint threads= 1;
  /** whether a helper sorts and writes each full sort buffer of a
  non-unique index while the scan fills another (row_merge_overlap_t) */
  bool overlap= false;
  /** whether a helper merges the last pass while the B-tree loads from its
  output (row_merge_load_overlap_t) */
  bool overlap_load= false;
  /** the last pass that the load in this thread waits for, or nullptr */
  row_merge_load_overlap_t *load= nullptr;
};

/** The settings of the build that runs in the current thread */
extern thread_local row_merge_conf_t row_merge_conf;

/** @return bytes of one sort buffer and merge block of a build
@param conf  the settings of the build */
inline ulong row_merge_block_size(const row_merge_conf_t &conf)
{
  return conf.block_size ? conf.block_size : srv_sort_buf_size;
}

/** @return bytes of one sort buffer and merge block in the current thread */
inline ulong row_merge_block_size()
{
  return row_merge_block_size(row_merge_conf);
}

/** @return the number of threads that merge in the current thread's build */
inline uint row_merge_threads() { return row_merge_conf.threads; }

/** What one build took from the server-wide pool of memory and helper
threads; given back when it goes out of scope (success, error and KILL) */
class row_merge_grant_t
{
  /** bytes taken from innodb_ddl_max_total_buffer_size */
  ulonglong m_bytes= 0;
  /** helper threads taken from innodb_ddl_max_total_threads */
  uint m_threads= 0;
  /** whether the build got fewer bytes or threads than its session asked */
  bool m_reduced= false;
  /** whether this holds a reservation (a build with its own settings) */
  bool m_taken= false;
public:
  row_merge_grant_t()= default;
  ~row_merge_grant_t() { release(); }
  row_merge_grant_t(const row_merge_grant_t&)= delete;
  row_merge_grant_t &operator=(const row_merge_grant_t&)= delete;

  /** Work out the settings of row_merge_build_indexes() from the session
  and take their memory and threads from the pool.
  @param thd        session that runs the build
  @param indexes    the indexes to build
  @param n_indexes  number of indexes
  @return the settings */
  row_merge_conf_t take(THD *thd, dict_index_t *const *indexes,
                        ulint n_indexes);
  /** Work out the settings of a bulk insert into an empty table, which
  keeps its sort buffers until it merges at commit, and take them.
  @param thd    session that inserts
  @param table  the table
  @return the settings */
  row_merge_conf_t take(THD *thd, const dict_table_t *table);
  /** Give the memory and threads back to the pool */
  void release();

  /** @return bytes taken from the pool */
  ulonglong bytes() const { return m_bytes; }
  /** @return helper threads taken from the pool */
  uint threads() const { return m_threads; }
  /** @return whether the build got less than its session asked */
  bool reduced() const { return m_reduced; }
};

/** Sets the build's settings in the current thread for its lifetime */
class row_merge_scope_t
{
  /** the settings that were in force before */
  const row_merge_conf_t m_saved;
public:
  /** Set the settings of a build.
  @param conf  the settings, from row_merge_conf_get() */
  explicit row_merge_scope_t(const row_merge_conf_t &conf)
    : m_saved(row_merge_conf) { row_merge_conf= conf; }
  ~row_merge_scope_t() { row_merge_conf= m_saved; }
  row_merge_scope_t(const row_merge_scope_t&)= delete;
  row_merge_scope_t &operator=(const row_merge_scope_t&)= delete;
};
