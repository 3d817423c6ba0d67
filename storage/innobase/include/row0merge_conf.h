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
*******************************************************/

#pragma once

#include "srv0srv.h"

struct dict_index_t;
struct dict_table_t;

/** @return innodb_ddl_buffer_size (the memory of one build, in bytes: its sort
buffers with their tuple arrays and its merge blocks; 0 means a buffer of
innodb_sort_buffer_size per index) of a session (ha_innodb.cc)
@param thd  session, or nullptr for the global value */
ulonglong thd_ddl_buffer_size(THD *thd);
/** @return innodb_ddl_threads of a session (ha_innodb.cc)
@param thd  session, or nullptr for the global value */
uint thd_ddl_threads(THD *thd);

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
};

/** The settings of the build that runs in the current thread */
extern thread_local row_merge_conf_t row_merge_conf;

/** @return bytes of one sort buffer and merge block in the current thread */
inline ulong row_merge_block_size()
{
  return row_merge_conf.block_size ? row_merge_conf.block_size
                                   : srv_sort_buf_size;
}

/** @return the number of threads that merge in the current thread's build */
inline uint row_merge_threads() { return row_merge_conf.threads; }

/** Work out the settings of row_merge_build_indexes() from the session.
@param thd        session that runs the build
@param indexes    the indexes to build
@param n_indexes  number of indexes
@return the settings */
row_merge_conf_t row_merge_conf_get(THD *thd, dict_index_t *const *indexes,
                                    ulint n_indexes);

/** Work out the settings of a bulk insert into an empty table.
@param thd    session that inserts
@param table  the table
@return the settings */
row_merge_conf_t row_merge_conf_get(THD *thd, const dict_table_t *table);

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
