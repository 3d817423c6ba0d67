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
@file row/row0alter_status.cc
Status of running online ALTER TABLE: row-log use and progress.
*******************************************************/

#define MYSQL_SERVER
#include "row0alter_status.h"
#include "btr0defrag_sys.h"
#include "dict0mem.h"
#include "srv0srv.h"
#include "trx0trx.h"
#include "ut0stage.h"
#include "sql_class.h"
#include "ut0ut.h"

online_alter_sys_t online_alter_sys;

/* table_name_split() fills the partition names */
static_assert(sizeof row_log_status_t::partition == BTR_DEFRAGMENT_PART_LEN + 1,
              "partition name size");
static_assert(sizeof online_alter_row_t::partition
              == sizeof row_log_status_t::partition, "partition name size");

/** Window of row_log_status_t::growth_rate(), in seconds */
static constexpr time_t ONLINE_ALTER_RATE_WINDOW= 10;
/** Whole seconds over which growth_rate() times a burst that goes on */
static constexpr time_t ONLINE_ALTER_RATE_RECENT= 3;

/** Names of online_alter_phase for INFORMATION_SCHEMA.INNODB_ONLINE_ALTER */
static const char *const online_alter_phase_names[]=
{ "PREPARE", "SCAN", "SORT", "INSERT", "APPLY LOG", "WAIT COMMIT", "DONE" };

uint64_t row_log_capacity()
{
  const uint64_t limit= srv_online_max_size, block= srv_sort_buf_size;
  if (!block || !(limit % block))
    return limit;
  const uint64_t up= block - limit % block;
  return limit > UINT64_MAX - up ? UINT64_MAX : limit + up;
}

uint64_t online_alter_hundredths(uint64_t part, uint64_t whole)
{
  if (!whole)
    return 0;
  const unsigned __int128 h= static_cast<unsigned __int128>(part) * 10000 /
    whole;
  return h > UINT64_MAX ? UINT64_MAX : uint64_t(h);
}

/** @return whether a row log is at innodb_online_alter_log_warn_pct or over
@param held  bytes the log holds */
static bool row_log_over_warn_pct(uint64_t held)
{
  const uint pct= online_alter_sys.warn_pct;
  /* 128-bit: pct * capacity does not fit in 64 bits for large limits */
  return pct && static_cast<unsigned __int128>(held) * 100 >=
    static_cast<unsigned __int128>(pct) * row_log_capacity();
}

bool row_log_status_t::log(uint64_t size)
{
  rows.fetch_add(1);
  const uint64_t total= logged.fetch_add(size) + size;
  const uint64_t held= bytes.fetch_add(size) + size;
  const time_t now= time(nullptr);
  if (now != last_sample)
  {
    /* The first record of a second: take a sample */
    last_sample= now;
    std::lock_guard<std::mutex> g(sample_mutex);
    samples[n_samples % N_SAMPLES].time= now;
    /* the bytes before this record: the window counts it */
    samples[n_samples % N_SAMPLES].bytes= total - size;
    n_samples++;
  }
  return !warned && row_log_over_warn_pct(held) && !warned.exchange(true);
}

void row_log_status_t::truncated(uint64_t held)
{
  const uint64_t base= logged - held;
  applied_base= base;
  applied= base;
  bytes= held;
  /* A rebuild's log that the ALTER applied to its end re-arms the warning:
  between that apply and the commit the log fills up again, as close to
  overflow as the first time. So a rebuild log warns at most twice. Not an
  ADD INDEX log: the index is complete after its apply, and a transaction
  applies its log itself when it is full (it cannot overflow); nor an apply
  by any other thread. */
  if (rebuild && !held && current_thd &&
      thd_get_thread_id(current_thd) == thread_id)
    warned= false;
}

void row_log_status_t::applied_to(uint64_t head)
{
  applied= std::min<uint64_t>(applied_base + head, logged);
}

double row_log_status_t::growth_rate(time_t now, double *peak)
{
  double unused;
  if (!peak)
    peak= &unused;
  std::lock_guard<std::mutex> g(sample_mutex);
  *peak= 0;
  if (!n_samples)
    return 0;
  const unsigned n= n_samples < N_SAMPLES ? n_samples : N_SAMPLES;
  const uint64_t b= logged;
  double average= -1;
  /* bytes logged before the current second, and before the last
  ONLINE_ALTER_RATE_RECENT whole seconds; a second with no sample had no
  record, so the next sample (or b) holds the bytes at its start */
  uint64_t before_now= b, before_recent= b;
  bool recent_found= false;
  /* The samples of the window, oldest first; the oldest one older than
  this second gives the average */
  for (unsigned i= n; i--; )
  {
    const auto &s= samples[(n_samples - 1 - i) % N_SAMPLES];
    if (s.time + ONLINE_ALTER_RATE_WINDOW < now)
      continue;
    if (s.time >= now)
    {
      before_now= std::min(before_now, s.bytes);
      continue;
    }
    if (!recent_found && s.time + ONLINE_ALTER_RATE_RECENT >= now)
    {
      before_recent= s.bytes;
      recent_found= true;
    }
    if (average < 0 && b > s.bytes)
    {
      /* Over the window, or over the time the log has existed if that is
      shorter: a pause at the start of the window is not left out */
      const time_t span= std::min(ONLINE_ALTER_RATE_WINDOW,
                                  std::max<time_t>(now - created,
                                                   now - s.time));
      average= double(b - s.bytes) / double(span);
    }
  }
  if (average < 0)
  {
    /* The log grew only in this second: too early to tell */
    if (samples[(n_samples - 1) % N_SAMPLES].time < now)
      return 0;
    *peak= -1;
    return -1;
  }
  /* The rate of the last whole seconds: a burst that goes on grows at it,
  not at the average of the window; one that has ended, at the average */
  if (recent_found && before_now > before_recent)
    *peak= double(before_now - before_recent) / ONLINE_ALTER_RATE_RECENT;
  if (*peak < average)
    *peak= average;
  return average;
}

/** Estimate the seconds until an ALTER finishes.
@param progress    its progress in hundredths of a percent
@param elapsed_ms  milliseconds it has run
@return the estimate, or -1 when unknown (no progress yet, or not a whole
second run to extrapolate from) */
static longlong online_alter_seconds_left(uint32_t progress,
                                          ulonglong elapsed_ms)
{
  if (progress >= 10000)
    return 0;
  /* At 99.99 the work left is not measured: a log written meanwhile (a
  transaction that held the table's metadata lock writes it at its commit)
  may still be applied under the exclusive metadata lock */
  if (!progress || progress >= 9999 || elapsed_ms < 1000)
    return -1;
  return longlong(double(elapsed_ms) / 1000.0 * (10000 - progress) / progress
                  + 0.5);
}

/** Estimate the seconds until a row log overflows.
@param bytes  bytes the log holds
@param rate   bytes a second it grows, or -1
@return the estimate, or -1 when it does not grow */
static longlong online_alter_seconds_to_overflow(uint64_t bytes, double rate)
{
  if (rate <= 0)
    return -1;
  const uint64_t limit= row_log_capacity();
  if (bytes >= limit)
    return 0;
  const double s= double(limit - bytes) / rate + 0.5;
  return s >= double(INT64_MAX) ? INT64_MAX : longlong(s);
}

void row_log_status_t::warn()
{
  const time_t now= time(nullptr);
  const uint64_t b= bytes, limit= row_log_capacity();
  double rate;
  growth_rate(now, &rate);
  uint32_t progress= 0;
  ulonglong elapsed_ms= ulonglong(now - created) * 1000;
  online_alter_sys.progress(*this, &progress, &elapsed_ms);
  char where[3 * NAME_LEN + 64];
  if (*partition)
    snprintf(where, sizeof where, "`%s`.`%s` partition `%s`",
             schema, table_name, partition);
  else
    snprintf(where, sizeof where, "`%s`.`%s`", schema, table_name);
  char growth[96]= "not growing now";
  if (rate > 0)
    snprintf(growth, sizeof growth,
             "growing %.0f bytes/s, it overflows in about %lld s at that rate",
             rate, online_alter_seconds_to_overflow(b, rate));
  else if (rate < 0)
    strcpy(growth, "growth rate not known yet");
  char finish[64]= "time to finish unknown";
  const longlong left= online_alter_seconds_left(progress, elapsed_ms);
  if (left >= 0)
    snprintf(finish, sizeof finish, "about %lld s to finish", left);
  const uint64_t pct= online_alter_hundredths(b, limit);
  sql_print_warning("InnoDB: online ALTER TABLE %s (connection %llu): the "
                    "row log of %s `%s` has used %llu.%02u%% of "
                    "innodb_online_alter_log_max_size (%llu of %llu bytes),"
                    " %s; the ALTER is %.2f%% done, %s",
                    where, thread_id, rebuild ? "the table rebuild, index"
                    : "new index", index, ulonglong(pct / 100),
                    unsigned(pct % 100), ulonglong(b), ulonglong(limit),
                    growth, progress / 100.0, finish);
}

online_alter_t *online_alter_t::of(ut_stage_alter_t *stage)
{
  return stage && stage->online.thd ? &stage->online : nullptr;
}

void online_alter_t::begin(THD *thd, const trx_t *trx,
                           const dict_table_t *table)
{
  end();
  this->trx= trx;
  this->table= table;
  committing= false;
  thread_id= thd_get_thread_id(thd);
  started_ms= ut_time_ms();
  cur_phase= ONLINE_ALTER_PREPARE;
  progress= 0;
  build_part= apply_part= 0;
  scan_pct= 0;
  rows= rows_total= 0;
  /* A partitioned table calls this once for each partition */
  if (thd->progress.arena != thd->stmt_arena)
    thd_progress_init(thd, 1);
  this->thd= thd;
  online_alter_sys.add(this);
  report();
}

void online_alter_t::end()
{
  if (thd)
  {
    online_alter_sys.remove(this);
    thd= nullptr;
  }
}

void online_alter_t::phase(online_alter_phase p)
{
  cur_phase= p;
  rows= 0;
  report();
}

void online_alter_t::raise(uint32_t p)
{
  if (p <= progress)
    return;
  progress= p;
  /* What thd_progress_report() does for the process list, without writing
  to the client: the caller may hold latches. */
  if (thd->stmt_arena != thd->progress.arena)
    return;
  if (thd->progress.max_counter == 10000)
    thd->progress.counter= p;
  else if (!mysql_mutex_trylock(&thd->LOCK_thd_data))
  {
    thd->progress.counter= p;
    thd->progress.max_counter= 10000;
    mysql_mutex_unlock(&thd->LOCK_thd_data);
  }
}

void online_alter_t::report()
{
  if (committing)
    return;
  /* ops_online_alter.report_unlatched stalls here and changes the table */
  DEBUG_SYNC(thd, "online_alter_report");
  thd_progress_report(thd, progress, 10000);
}

void online_alter_t::build(double pct, ulonglong rows, ulonglong rows_total)
{
  this->rows= rows;
  this->rows_total= rows_total;
  build_part= uint32_t(std::min(std::max(pct, 0.0), 100.0) *
                       ONLINE_ALTER_BUILD_SHARE / 100);
  /* Not with the apply share of an earlier index's log: computed afresh
  by apply(), it could reach 99.99 before the last index is applied */
  raise(std::min(build_part, 9999U));
}

void online_alter_t::scanned(double pct, ulonglong rows, ulonglong rows_total)
{
  scan_pct= std::min(std::max(pct, 0.0), 100.0);
  build(scan_pct, rows, rows_total);
}

void online_alter_t::index_built(double pct, ulint built, ulint n)
{
  const double by_count= n
    ? scan_pct + (100.0 - scan_pct) * double(built) / double(n) : 100.0;
  build(std::max(pct, by_count), rows, rows_total);
}

void online_alter_t::apply()
{
  uint64_t logged, done, log_rows;
  online_alter_sys.sum(table, &logged, &done, &log_rows);
  const double frac= logged ? double(done) / double(logged) : 1.0;
  cur_phase= ONLINE_ALTER_APPLY;
  rows_total= log_rows;
  rows= ulonglong(double(log_rows) * frac);
  apply_part= uint32_t((10000 - ONLINE_ALTER_BUILD_SHARE) * frac);
  raise(std::min(build_part + apply_part, 9999U));
}

void online_alter_t::done()
{
  cur_phase= ONLINE_ALTER_DONE;
  rows= rows_total;
  raise(10000);
}

row_log_status_t *online_alter_sys_t::attach(const trx_t *trx,
                                            const dict_index_t *index,
                                            bool rebuild)
{
  row_log_status_t *log= new row_log_status_t();
  log->table= index->table;
  log->thread_id= trx->mysql_thd ? thd_get_thread_id(trx->mysql_thd) : 0;
  table_name_split(index->table->name.m_name, log->schema, log->table_name,
                   log->partition);
  const char *name= index->name();
  /* A secondary index that is being created has a prefixed name */
  if (*name == *TEMP_INDEX_PREFIX_STR)
    name++;
  strmake(log->index, name, sizeof log->index - 1);
  log->rebuild= rebuild;
  log->created= time(nullptr);
  std::lock_guard<std::mutex> g(mutex);
  logs.push_back(log);
  return log;
}

void online_alter_sys_t::detach(row_log_status_t *log)
{
  if (!log)
    return;
  {
    std::lock_guard<std::mutex> g(mutex);
    logs.erase(std::remove(logs.begin(), logs.end(), log), logs.end());
  }
  delete log;
}

void online_alter_sys_t::add(online_alter_t *a)
{
  std::lock_guard<std::mutex> g(mutex);
  alters.push_back(a);
}

void online_alter_sys_t::remove(online_alter_t *a)
{
  std::lock_guard<std::mutex> g(mutex);
  alters.erase(std::remove(alters.begin(), alters.end(), a), alters.end());
  for (row_log_status_t *log : logs)
    if (log->table == a->table && log->thread_id == a->thread_id)
      log->ended= true;
}

online_alter_t *online_alter_sys_t::find(const row_log_status_t &log) const
{
  for (online_alter_t *a : alters)
    if (a->table == log.table && a->thread_id == log.thread_id)
      return a;
  return nullptr;
}

void online_alter_sys_t::sum(const dict_table_t *table, uint64_t *logged,
                             uint64_t *applied, uint64_t *rows)
{
  *logged= *applied= *rows= 0;
  std::lock_guard<std::mutex> g(mutex);
  for (const row_log_status_t *log : logs)
    if (log->table == table && !log->ended)
    {
      *logged+= log->logged;
      *applied+= log->applied;
      *rows+= log->rows;
    }
}

void online_alter_sys_t::progress(const row_log_status_t &log,
                                  uint32_t *progress, ulonglong *elapsed_ms)
{
  const ulonglong now= ut_time_ms();
  std::lock_guard<std::mutex> g(mutex);
  if (const online_alter_t *a= find(log))
  {
    *progress= a->progress;
    /* no time to finish while it waits to commit or commits: 0 ms */
    *elapsed_ms= !a->finish_unknown() && now > a->started_ms
      ? now - a->started_ms : 0;
  }
}

void online_alter_sys_t::commit(const trx_t *trx)
{
  std::lock_guard<std::mutex> g(mutex);
  for (online_alter_t *a : alters)
    if (a->trx == trx)
    {
      a->committing= true;
      /* It holds the lock now and applies what is left of its logs */
      if (a->cur_phase == ONLINE_ALTER_WAIT_LOCK)
        a->cur_phase= ONLINE_ALTER_APPLY;
    }
}

void online_alter_sys_t::done(const trx_t *trx)
{
  std::lock_guard<std::mutex> g(mutex);
  for (online_alter_t *a : alters)
    if (a->trx == trx)
      a->done();
}

void online_alter_sys_t::get_rows(std::vector<online_alter_row_t> *rows)
{
  const time_t now= time(nullptr);
  const ulonglong now_ms= ut_time_ms();
  const uint64_t limit= row_log_capacity();
  std::lock_guard<std::mutex> g(mutex);
  rows->reserve(logs.size());
  for (row_log_status_t *log : logs)
  {
    if (log->ended)
      continue;
    online_alter_row_t r;
    r.thread_id= log->thread_id;
    strcpy(r.schema, log->schema);
    strcpy(r.table, log->table_name);
    strcpy(r.partition, log->partition);
    strcpy(r.index, log->index);
    r.log_type= log->rebuild ? "TABLE" : "INDEX";
    const online_alter_t *a= find(*log);
    r.phase= online_alter_phase_names[a ? a->cur_phase : ONLINE_ALTER_PREPARE];
    r.rows_processed= a ? ulonglong{a->rows} : 0;
    r.rows_estimated= a ? ulonglong{a->rows_total} : 0;
    r.progress= a ? uint32_t{a->progress} : 0;
    r.log_bytes= log->bytes;
    r.log_limit= limit;
    r.log_rows= log->rows;
    r.log_applied= log->applied;
    r.pct_used= online_alter_hundredths(r.log_bytes, limit);
    double peak;
    r.growth_rate= log->growth_rate(now, &peak);
    /* at the rate of a burst that goes on, not its 10 s average */
    r.seconds_to_overflow= online_alter_seconds_to_overflow(r.log_bytes,
                                                            peak);
    const ulonglong elapsed_ms= a
      ? (now_ms > a->started_ms ? now_ms - a->started_ms : 0)
      : ulonglong(now > log->created ? now - log->created : 0) * 1000;
    r.elapsed= longlong(elapsed_ms / 1000);
    /* Waiting for locks (and for other partitions), or applying under the
    exclusive lock what was logged meanwhile (an earlier index's log of an
    ADD INDEX of several indexes too): not measured */
    r.seconds_to_finish= a && a->finish_unknown()
      ? -1 : online_alter_seconds_left(r.progress, elapsed_ms);
    rows->push_back(r);
  }
}

void online_alter_sys_t::export_status(ulint *rows, ulint *pct_used,
                                       ulint *progress)
{
  *rows= *pct_used= *progress= 0;
  const uint64_t limit= row_log_capacity();
  std::lock_guard<std::mutex> g(mutex);
  const row_log_status_t *top= nullptr;
  for (const row_log_status_t *log : logs)
    if (!log->ended && (!top || log->bytes > top->bytes))
      top= log;
  if (!top)
    return;
  *rows= ulint(top->rows);
  *pct_used= ulint(online_alter_hundredths(top->bytes, limit));
  if (const online_alter_t *a= find(*top))
    *progress= a->progress;
}
