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
@file trx/trx0prepare.cc
innodb_flush_log_at_prepare (see trx0prepare.h).
*******************************************************/

#include "trx0prepare.h"
#include "trx0trx.h"
#include "log0log.h"
#include "srv0srv.h"
#include "fil0fil.h"
#include "dur_prop.h"
#include "trx0rseg.h"
#include "trx0sys.h"
#include "mysqld.h"
#include "sql_class.h"

trx_prepare_sys_t trx_prepare_sys;

extern "C" enum durability_properties thd_get_durability_property(THD *thd);

/** @return the mode that applies to a prepare
@param trx  the transaction being prepared */
static trx_prepare_flush_mode prepare_mode(const trx_t &trx)
{
  /* The server asks for durability unless the binary log group commit
  will make the prepare durable or (ASYNC) knowingly will not. */
  THD *thd= trx.mysql_thd;
  if (!thd || thd_get_durability_property(thd) != HA_IGNORE_DURABILITY)
    return PREPARE_FLUSH_SYNC;
  return trx_prepare_flush_mode(thd_flush_log_at_prepare(thd));
}

void trx_prepare_sys_t::prepared(const trx_t &trx, lsn_t lsn)
{
  const ulong f= srv_flush_log_at_trx_commit;
  switch (prepare_mode(trx)) {
  case PREPARE_FLUSH_ASYNC:
    n_async++;
    return;
  case PREPARE_FLUSH_GROUP:
    n_group++;
    for (lsn_t l= m_group_lsn.load(std::memory_order_relaxed); l < lsn &&
         !m_group_lsn.compare_exchange_weak(l, lsn, std::memory_order_release,
                                            std::memory_order_relaxed); ) {}
    /* The test of the leader's flush leaves this write to the leader */
    if (f && !DBUG_IF("ops_group_prepare_unwritten"))
      log_write_up_to(lsn, false);
    return;
  case PREPARE_FLUSH_SYNC:
    break;
  }
  n_sync++;
  if (f)
    log_write_up_to(lsn, (f & 1) && srv_file_flush_method != SRV_NOSYNC);
}

bool trx_prepare_sys_t::flush_group()
{
  /* Every GROUP prepare of the leader's group ended before the transaction
  joined the group commit queue, which the leader has emptied. */
  const lsn_t lsn= m_group_lsn.load(std::memory_order_acquire);
  if (!(srv_flush_log_at_trx_commit & 1) ||
      srv_file_flush_method == SRV_NOSYNC || log_sys.get_flushed_lsn() >= lsn)
    return false;
  n_group_flushes++;
  log_write_up_to(lsn, true);
  return true;
}

/** A binary log position recorded in rollback segment headers */
struct trx_prepare_binlog_pos
{
  char name[TRX_RSEG_BINLOG_NAME_LEN + 1];
  uint64_t offset;
};

/** The distinct file names of the rollback segment headers, noted at
startup before binary log recovery, in one thread */
static trx_prepare_binlog_pos recovered_pos[TRX_SYS_N_RSEGS + 1];
static unsigned n_recovered_pos;

void trx_prepare_note_binlog_pos(const char *name, uint64_t offset)
{
  const size_t len= strnlen(name, TRX_RSEG_BINLOG_NAME_LEN);
  for (unsigned i= 0; i < n_recovered_pos; i++)
    if (!strncmp(recovered_pos[i].name, name, len) &&
        !recovered_pos[i].name[len])
    {
      if (offset > recovered_pos[i].offset)
        recovered_pos[i].offset= offset;
      return;
    }
  if (n_recovered_pos == array_elements(recovered_pos))
    return;
  trx_prepare_binlog_pos &p= recovered_pos[n_recovered_pos++];
  memcpy(p.name, name, len);
  p.name[len]= '\0';
  p.offset= offset;
}

bool trx_prepare_recovered_binlog_pos(unsigned n, const char **file,
                                      unsigned long long *offset)
{
  if (n >= n_recovered_pos)
    return false;
  *file= recovered_pos[n].name;
  *offset= recovered_pos[n].offset;
  return true;
}

void trx_prepare_binlog_reset()
{
  /* Nothing may be written (innodb_read_only, innodb_force_recovery); the
  positions left are checked against the binary logs by recovery. */
  if (high_level_read_only)
    return;
  lsn_t lsn= 0;
  for (trx_rseg_t &rseg : trx_sys.rseg_array)
  {
    if (!rseg.space)
      continue;
    mtr_t mtr;
    mtr.start();
    rseg.latch.wr_lock(SRW_LOCK_CALL);
    if (buf_block_t *block= rseg.get(&mtr, nullptr))
    {
      byte *name= TRX_RSEG + TRX_RSEG_BINLOG_NAME + block->page.frame;
      if (*name)
        mtr.write<1>(*block, name, 0U);
    }
    mtr.commit();
    rseg.latch.wr_unlock();
    lsn= std::max(lsn, mtr.commit_lsn());
  }
  if (lsn)
    log_write_up_to(lsn, true);
}

void trx_prepare_warn_unused(THD *thd, ulong mode)
{
  if (mode == PREPARE_FLUSH_SYNC || opt_bin_log)
    return;
  if (thd)
    push_warning(thd, Sql_condition::WARN_LEVEL_WARN, ER_WRONG_ARGUMENTS,
                 "You need to use --log-bin to make "
                 "innodb_flush_log_at_prepare work");
  else
    sql_print_warning("You need to use --log-bin to make "
                      "--innodb-flush-log-at-prepare work.");
}
