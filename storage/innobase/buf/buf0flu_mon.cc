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
@file buf/buf0flu_mon.cc
What the page cleaner measures (see buf0flu_mon.h).
*******************************************************/

#include "buf0flu_mon.h"
#include "buf0buf.h"
#include "srv0mon.h"
#include "srv0srv.h"
#include "srv0start.h"
#include "log0log.h"
#include "ut0ut.h"
#include "my_pthread.h"

uint srv_idle_flush_pct= 100;

double page_cleaner_t::dirty_pct() noexcept
{
  const size_t dirty= UT_LIST_GET_LEN(buf_pool.flush_list);
  const size_t pages= UT_LIST_GET_LEN(buf_pool.LRU) +
    UT_LIST_GET_LEN(buf_pool.free);
  return pages ? double(dirty) * 100.0 / double(pages) : 0.0;
}

ulint page_cleaner_t::pct_for_dirty(double dirty_pct) noexcept
{
  const double max_pct= srv_max_buf_pool_modified_pct;
  const double lwm= srv_max_dirty_pages_pct_lwm;
  if (lwm == 0.0)
    return dirty_pct >= max_pct ? 100 : 0;
  if (dirty_pct < lwm)
    return 0;
  return max_pct > 0.0 ? ulint(dirty_pct * 100.0 / max_pct) : 100;
}

void page_cleaner_t::requested(ulint n, ulint by_age) noexcept
{
  MONITOR_SET(MONITOR_FLUSH_N_TO_FLUSH_REQUESTED, n);
  MONITOR_SET(MONITOR_FLUSH_N_TO_FLUSH_BY_AGE, by_age);
}

void page_cleaner_t::count_sync(ulint n) noexcept
{
  mysql_mutex_assert_owner(&buf_pool.mutex);
  MONITOR_INC_VALUE_CUMULATIVE(MONITOR_FLUSH_SYNC_TOTAL_PAGE,
                               MONITOR_FLUSH_SYNC_COUNT,
                               MONITOR_FLUSH_SYNC_PAGES, n);
}

ulint page_cleaner_t::idle_batch() noexcept
{
  return srv_io_capacity * srv_idle_flush_pct / 100;
}

void page_cleaner_t::sample(lsn_t oldest_lsn,
                            ulint (*pct_for_lsn)(lsn_t oldest_lsn)) noexcept
{
  const ulonglong now= ut_time_ms();
  if (prev_ms && now < prev_ms + 1000)
    return;
  const lsn_t lsn= log_sys.get_lsn_approx();
  const ulint written= buf_pool.stat.n_pages_written;
  const ulint lsn_pct= pct_for_lsn(oldest_lsn);
  MONITOR_SET(MONITOR_FLUSH_PCT_FOR_DIRTY, pct_for_dirty(dirty_pct()));
  MONITOR_SET(MONITOR_FLUSH_PCT_FOR_LSN, lsn_pct);
  if (!lsn_pct)
    MONITOR_SET(MONITOR_FLUSH_N_TO_FLUSH_BY_AGE, 0);

  if (!prev_ms)
  {
    prev_ms= window_ms= now;
    prev_lsn= lsn;
    prev_written= written;
    return;
  }

  const double seconds= double(now - prev_ms) / 1000.0;
  const double w= 1.0 / double(srv_flushing_avg_loops);
  page_rate+= (double(written - prev_written) / seconds - page_rate) * w;
  lsn_rate+= (double(lsn > prev_lsn ? lsn - prev_lsn : 0) / seconds -
              lsn_rate) * w;
  avg_page_rate= ulint(page_rate + 0.5);
  lsn_avg_rate= lsn_t(lsn_rate + 0.5);
  prev_ms= now;
  prev_lsn= lsn;
  prev_written= written;
  MONITOR_SET(MONITOR_FLUSH_AVG_PAGE_RATE, avg_page_rate);
  MONITOR_SET(MONITOR_FLUSH_LSN_AVG_RATE, lsn_avg_rate);

  if (now >= window_ms + 1000 * srv_flushing_avg_loops)
  {
    MONITOR_SET(MONITOR_FLUSH_ADAPTIVE_AVG_TIME,
                flush_pass ? flush_time / flush_pass : 0);
    MONITOR_SET(MONITOR_FLUSH_ADAPTIVE_AVG_PASS, flush_pass);
    flush_time= 0;
    flush_pass= 0;
    window_ms= now;
  }
}

void page_cleaner_t::sleep() noexcept
{
  MONITOR_SET(MONITOR_FLUSH_PCT_FOR_DIRTY, 0);
  MONITOR_SET(MONITOR_FLUSH_PCT_FOR_LSN, 0);
  requested(0);
  page_rate= lsn_rate= 0;
  avg_page_rate= 0;
  lsn_avg_rate= 0;
  MONITOR_SET(MONITOR_FLUSH_AVG_PAGE_RATE, 0);
  MONITOR_SET(MONITOR_FLUSH_LSN_AVG_RATE, 0);
  /* No adaptive pass runs until a page is dirty again: the window that
  starts then counts only its own passes */
  flush_time= flush_pass= 0;
  MONITOR_SET(MONITOR_FLUSH_ADAPTIVE_AVG_TIME, 0);
  MONITOR_SET(MONITOR_FLUSH_ADAPTIVE_AVG_PASS, 0);
  prev_ms= 0;
}

/** @return whether the idle page cleaner has been asked for work: a flush
request (buf_flush_wait(), buf_flush_ahead()) or an LRU eviction clear the
idle state before they signal, and the last phase of shutdown waits for
the page cleaner to end. The caller holds buf_pool.flush_list_mutex. */
static bool page_cleaner_has_work() noexcept
{
  return !buf_pool.page_cleaner_idle() ||
    srv_shutdown_state >= SRV_SHUTDOWN_LAST_PHASE;
}

void page_cleaner_t::idle_wait(ulint (*pct_for_lsn)(lsn_t)) noexcept
{
  mysql_mutex_assert_owner(&buf_pool.flush_list_mutex);
  for (;;)
  {
    if (!UT_LIST_GET_LEN(buf_pool.flush_list))
    {
      sleep();
      deep_sleep= true;
      my_cond_wait(&buf_pool.do_flush_list,
                   &buf_pool.flush_list_mutex.m_mutex);
      const bool first_dirty_page= !deep_sleep;
      deep_sleep= false;
      /* page_cleaner_wakeup() clears deep_sleep on the first dirty page and
      leaves the idle state alone: then only start sampling and keep
      waiting for the signal that upstream's page cleaner waits for. Any
      other wake-up runs a pass, as upstream does, and so does a flush
      request whose signal came together with the first dirty page's
      (the two signals wake one wait; the request must not be lost). */
      if (!first_dirty_page || page_cleaner_has_work())
        return;
      continue;
    }
    timespec abstime;
    set_timespec(abstime, 1);
    if (my_cond_timedwait(&buf_pool.do_flush_list,
                          &buf_pool.flush_list_mutex.m_mutex,
                          &abstime) != ETIMEDOUT || page_cleaner_has_work())
      return; /* woken up or asked for work: run a pass, as upstream does */
    sample(buf_pool.get_oldest_modification(0), pct_for_lsn);
  }
}
