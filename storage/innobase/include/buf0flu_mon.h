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
@file include/buf0flu_mon.h
What the page cleaner measures: the rates that adaptive flushing uses and the
buffer_flush_* gauges of INFORMATION_SCHEMA.INNODB_METRICS, with the meaning
the MySQL 5.6 labs release gave them.

buf_flush_page_cleaner() takes a sample once a second, on a pass of its loop
or while it is idle with dirty pages (page_cleaner_t::idle_wait()), so the
gauges are refreshed at least once a second while pages are dirty; with no
dirty pages it waits without a timeout and the gauges read 0.

Nothing here feeds the flushing policy: how many pages the page cleaner writes
is upstream's decision (page_cleaner_flush_pages_recommendation() in
buf0flu.cc, with its own averages), whatever the gauges read.
*******************************************************/

#pragma once

#include "univ.i"

/** innodb_idle_flush_pct: percent of innodb_io_capacity that the page cleaner
writes per second when it has nothing urgent to do */
extern uint srv_idle_flush_pct;

/** What the page cleaner measures between passes: rate averages, gauges and
the time spent in adaptive batches. One object, owned by buf0flu.cc; the
flushing policy reads none of it. */
class page_cleaner_t
{
public:
  /** time spent in adaptive flushing batches in the current window, in ms */
  ulint flush_time= 0;
  /** adaptive flushing passes in the current window */
  ulint flush_pass= 0;
  /** pages written per second, all kinds: a moving average over about
  innodb_flushing_avg_loops seconds (the gauge buffer_flush_avg_page_rate;
  adaptive flushing keeps upstream's own average) */
  ulint avg_page_rate= 0;
  /** redo bytes generated per second, averaged like avg_page_rate (the gauge
  buffer_flush_lsn_avg_rate) */
  lsn_t lsn_avg_rate= 0;
  /** whether the page cleaner waits without a timeout because no page is
  dirty; protected by buf_pool.flush_list_mutex */
  bool deep_sleep= false;

  /** Take a sample if a second has passed since the last one: the gauges,
  the rates and their moving averages (a time check on other calls).
  The caller holds buf_pool.flush_list_mutex.
  @param oldest_lsn   buf_pool.get_oldest_modification(0)
  @param pct_for_lsn  percent of innodb_io_capacity wanted by the redo age,
                      given oldest_lsn */
  void sample(lsn_t oldest_lsn,
              ulint (*pct_for_lsn)(lsn_t oldest_lsn)) noexcept;

  /** @return whether sample() would take a sample now (a second has passed
  since the last one); only the page cleaner thread, which alone samples,
  may ask */
  bool sample_due() const noexcept
  { return !prev_ms || ut_time_ms() >= prev_ms + 1000; }

  /** Zero the gauges (the adaptive passes' too) before a wait without
  timeout (no dirty pages), and start the rates and the window of adaptive
  passes afresh after it. */
  void sleep() noexcept;

  /** Wait while the page cleaner is idle, until another thread signals it
  (buf_pool.page_cleaner_wakeup(), a flush request, shutdown), as upstream
  waits without a timeout; but while pages are dirty, wake once a second only
  to take a sample (no flushing, no checkpoint), so that the gauges stay
  current. The signal of the first dirty page, which upstream does not send,
  only starts the sampling: the page cleaner runs its next pass when upstream's
  page cleaner would.
  The caller holds buf_pool.flush_list_mutex.
  @param pct_for_lsn  percent of innodb_io_capacity wanted by the redo age,
                      given buf_pool.get_oldest_modification(0) */
  void idle_wait(ulint (*pct_for_lsn)(lsn_t oldest_lsn)) noexcept;

  /** @return percent of innodb_io_capacity wanted to keep dirty pages below
  innodb_max_dirty_pages_pct: 0 below innodb_max_dirty_pages_pct_lwm (or,
  when that is 0, below innodb_max_dirty_pages_pct itself)
  @param dirty_pct  dirty pages, in percent of the buffer pool's pages */
  static ulint pct_for_dirty(double dirty_pct) noexcept;

  /** @return dirty pages in percent of the buffer pool (a dirty read) */
  static double dirty_pct() noexcept;

  /** Report the size of the flush-list batch chosen on this pass.
  @param n       pages requested (0 when the page cleaner goes idle)
  @param by_age  of those, pages needed to advance the oldest LSN */
  static void requested(ulint n, ulint by_age= 0) noexcept;

  /** Count a sync batch in buffer_flush_sync_total_pages, _sync and
  _sync_pages. Every writer of those counters holds buf_pool.mutex, so that
  no increment is lost between the page cleaner's checkpoint flush and a
  thread that flushes one tablespace.
  @param n  pages the batch wrote */
  static void count_sync(ulint n) noexcept;

  /** @return pages to write on an idle pass (innodb_idle_flush_pct of
  innodb_io_capacity) */
  static ulint idle_batch() noexcept;

private:
  /** time of the last once-a-second sample, in ms; 0 = none yet */
  ulonglong prev_ms= 0;
  /** start of the window of adaptive_avg_time and adaptive_avg_pass, in ms */
  ulonglong window_ms= 0;
  /** log_sys.get_lsn_approx() at the last sample */
  lsn_t prev_lsn= 0;
  /** buf_pool.stat.n_pages_written at the last sample */
  ulint prev_written= 0;
  /** avg_page_rate before rounding */
  double page_rate= 0;
  /** lsn_avg_rate before rounding */
  double lsn_rate= 0;
};
