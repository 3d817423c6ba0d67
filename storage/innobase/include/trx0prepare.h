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
@file include/trx0prepare.h
innodb_flush_log_at_prepare: how the prepare of an internal XA transaction
with the binary log is made durable.

SYNC   trx_prepare() writes and flushes the redo log, as upstream does.
GROUP  trx_prepare() writes the redo log; the binary log group commit leader
       flushes it once for the whole group, before it writes the group to the
       binary log (handlerton::flush_prepared), so every transaction in the
       binary log is durably prepared.
ASYNC  trx_prepare() neither writes nor waits; the redo log is written once a
       second (innodb_flush_log_at_timeout) and by any other flush (a binary
       log rotation only waits for one), so a crash can lose transactions that
       are in the binary log; binary log recovery counts them in the error log.

GROUP and ASYNC apply only when the server prepares a transaction for the
binary log group commit (HA_IGNORE_DURABILITY); XA PREPARE by a user and any
other two-phase commit stay SYNC.
*******************************************************/

#pragma once

#include "log0types.h"
#include "trx0types.h"
#include "my_counter.h"

/** innodb_flush_log_at_prepare */
enum trx_prepare_flush_mode
{
  /** write and flush at prepare */
  PREPARE_FLUSH_SYNC,
  /** write at prepare; the binary log group commit leader flushes */
  PREPARE_FLUSH_GROUP,
  /** neither write nor flush at prepare */
  PREPARE_FLUSH_ASYNC
};

/** The prepares of the binary log group commit and the flushes they owe */
class trx_prepare_sys_t
{
  /** largest end LSN of a GROUP prepare */
  std::atomic<lsn_t> m_group_lsn{0};
public:
  /** prepares made durable at prepare (Innodb_prepare_sync) */
  Atomic_counter<size_t> n_sync;
  /** prepares left to the group commit leader (Innodb_prepare_group) */
  Atomic_counter<size_t> n_group;
  /** prepares that neither wrote nor waited (Innodb_prepare_async) */
  Atomic_counter<size_t> n_async;
  /** flushes by a group commit leader (Innodb_prepare_group_flushes) */
  Atomic_counter<size_t> n_group_flushes;

  /** Make a prepare as durable as its session's innodb_flush_log_at_prepare
  asks.
  @param trx  the prepared transaction
  @param lsn  end LSN of the mini-transaction that prepared it */
  void prepared(const trx_t &trx, lsn_t lsn);

  /** Flush the redo log up to every GROUP prepare so far; called by the
  binary log group commit leader before it writes its group.
  @return whether anything was left to flush */
  bool flush_group();
};

/** The prepares of the binary log group commit */
extern trx_prepare_sys_t trx_prepare_sys;

/** @return innodb_flush_log_at_prepare of a session (ha_innodb.cc)
@param thd  the session */
ulong thd_flush_log_at_prepare(THD *thd);

/** Warn that innodb_flush_log_at_prepare=GROUP or ASYNC does nothing on a
server without the binary log (only a prepare for it is affected).
@param thd   the session that set it (a warning), or nullptr at startup
             (a line in the error log)
@param mode  the value set */
void trx_prepare_warn_unused(THD *thd, ulong mode);

/** Note the binary log position of a rollback segment header at startup
(trx_rseg_mem_restore()); one position is kept per file name, the largest
offset.
@param name    the binary log file name (TRX_RSEG_BINLOG_NAME_LEN bytes at
most, NUL-terminated when shorter)
@param offset  the offset after the last commit of that rollback segment */
void trx_prepare_note_binlog_pos(const char *name, uint64_t offset);

/** The binary log positions noted at startup, for binary log recovery
(handlerton::recovered_binlog_pos): it places them in binary log order, which
the file names alone do not tell (RESET MASTER, a changed log_bin basename).
@param n       which position, from 0
@param file    set to the binary log file name
@param offset  set to the largest offset noted for that name
@return whether there is an n-th position */
bool trx_prepare_recovered_binlog_pos(unsigned n, const char **file,
                                      unsigned long long *offset);

/** RESET MASTER (handlerton::binlog_reset): clear the binary log file name
in every rollback segment header, durably, so that a position of a removed
binary log never passes for one of a new file of the same name. Nothing is
written while InnoDB is read-only: recovery still checks that a position falls
at the end of a transaction of the file it names. */
void trx_prepare_binlog_reset();
