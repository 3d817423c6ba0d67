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

online_alter_sys_t online_alter_sys;

/* table_name_split() fills the partition names */
static_assert(sizeof row_log_status_t::partition == BTR_DEFRAGMENT_PART_LEN + 1,
              "partition name size");
static_assert(sizeof online_alter_row_t::partition
              == sizeof row_log_status_t::partition, "partition name size");

/** Window of row_log_status_t::growth_rate(), in seconds */
static constexpr time_t ONLINE_ALTER_RATE_WINDOW= 10;

/** Names of online_alter_phase for INFORMATION_SCHEMA.INNODB_ONLINE_ALTER */
static const char *const online_alter_phase_names[]=
{ "PREPARE", "SCAN", "SORT", "INSERT", "APPLY LOG", "DONE" };

bool row_log_status_t::logged(uint64_t total)
{
  rows.fetch_add(1);
  bytes= total;
  const time_t now= time(nullptr);
  if (now != last_sample)
  {
    /* The first record of a second: take a sample */
    last_sample= now;
    std::lock_guard<std::mutex> g(sample_mutex);
    samples[n_samples % N_SAMPLES].time= now;
    samples[n_samples % N_SAMPLES].bytes= total;
    n_samples++;
  }
  const uint pct= online_alter_sys.warn_pct;
  return pct && !warned && total * 100 >= pct * srv_online_max_size &&
    !warned.exchange(true);
}

double row_log_status_t::growth_rate(time_t now)
{
  std::lock_guard<std::mutex> g(sample_mutex);
  if (!n_samples)
    return 0;
  const unsigned n= n_samples < N_SAMPLES ? n_samples : N_SAMPLES;
  /* The oldest sample in the window that is older than this second */
  for (unsigned i= n; i--; )
  {
    const auto &s= samples[(n_samples - 1 - i) % N_SAMPLES];
    if (s.time + ONLINE_ALTER_RATE_WINDOW < now || s.time >= now)
      continue;
    const uint64_t b= bytes;
    return b > s.bytes ? double(b - s.bytes) / double(now - s.time) : 0;
  }
  /* The log grew only in this second: too early to tell */
  return samples[(n_samples - 1) % N_SAMPLES].time >= now ? -1 : 0;
}

/** Estimate the seconds until an ALTER finishes.
@param progress  its progress in hundredths of a percent
@param elapsed   seconds it has run
@return the estimate, or -1 when unknown */
static longlong online_alter_seconds_left(uint32_t progress, longlong elapsed)
{
  if (progress >= 10000)
    return 0;
  if (!progress)
    return -1;
  return longlong(double(elapsed) * (10000 - progress) / progress + 0.5);
}

/** Estimate the seconds until a row log overflows.
@param bytes  bytes in the log
@param rate   bytes a second it grows, or -1
@return the estimate, or -1 when it does not grow */
static longlong online_alter_seconds_to_overflow(uint64_t bytes, double rate)
{
  if (rate <= 0)
    return -1;
  const uint64_t limit= srv_online_max_size;
  return bytes >= limit ? 0 : longlong(double(limit - bytes) / rate + 0.5);
}

void row_log_status_t::warn()
{
  const time_t now= time(nullptr);
  const uint64_t b= bytes, limit= srv_online_max_size;
  const double rate= growth_rate(now);
  uint32_t progress= 0;
  time_t started= created;
  online_alter_sys.progress(trx, &progress, &started);
  char where[3 * NAME_LEN + 64];
  if (*partition)
    snprintf(where, sizeof where, "`%s`.`%s` partition `%s`",
             schema, table, partition);
  else
    snprintf(where, sizeof where, "`%s`.`%s`", schema, table);
  char growth[96]= "not growing now";
  if (rate > 0)
    snprintf(growth, sizeof growth,
             "growing %.0f bytes/s, it overflows in about %lld s at that rate",
             rate, online_alter_seconds_to_overflow(b, rate));
  else if (rate < 0)
    strcpy(growth, "growth rate not known yet");
  char finish[64]= "time to finish unknown";
  const longlong left= online_alter_seconds_left(progress,
                                                 longlong(now - started));
  if (left >= 0)
    snprintf(finish, sizeof finish, "about %lld s to finish", left);
  sql_print_warning("InnoDB: online ALTER TABLE %s (connection %llu): the "
                    "row log of %s `%s` has used %.2f%% of "
                    "innodb_online_alter_log_max_size (%llu of %llu bytes),"
                    " %s; the ALTER is %.2f%% done, %s",
                    where, thread_id, rebuild ? "the table rebuild, index"
                    : "new index", index, limit ? 100.0 * double(b) /
                    double(limit) : 0.0, ulonglong(b), ulonglong(limit),
                    growth, progress / 100.0, finish);
}

online_alter_t *online_alter_t::of(ut_stage_alter_t *stage)
{
  return stage && stage->online.thd ? &stage->online : nullptr;
}

void online_alter_t::begin(THD *thd, const trx_t *trx)
{
  end();
  this->trx= trx;
  thread_id= thd_get_thread_id(thd);
  started= time(nullptr);
  cur_phase= ONLINE_ALTER_PREPARE;
  progress= 0;
  build_part= apply_part= 0;
  rows= rows_total= 0;
  /* A partitioned table calls this once for each partition */
  if (thd->progress.arena != thd->stmt_arena)
    thd_progress_init(thd, 1);
  this->thd= thd;
  online_alter_sys.add(this);
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
}

void online_alter_t::raise(uint32_t p)
{
  if (p <= progress)
    return;
  progress= p;
  thd_progress_report(thd, p, 10000);
}

void online_alter_t::build(double pct, ulonglong rows, ulonglong rows_total)
{
  this->rows= rows;
  this->rows_total= rows_total;
  build_part= uint32_t(std::min(std::max(pct, 0.0), 100.0) *
                       ONLINE_ALTER_BUILD_SHARE / 100);
  raise(std::min(build_part + apply_part, 9999U));
}

void online_alter_t::apply(row_log_status_t *log, uint64_t applied)
{
  if (log)
    log->applied= std::min<uint64_t>(applied, log->bytes);
  uint64_t bytes, done, log_rows;
  online_alter_sys.sum(trx, &bytes, &done, &log_rows);
  const double frac= bytes ? double(done) / double(bytes) : 1.0;
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
  log->trx= trx;
  log->thread_id= trx->mysql_thd ? thd_get_thread_id(trx->mysql_thd) : 0;
  table_name_split(index->table->name.m_name, log->schema, log->table,
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
}

online_alter_t *online_alter_sys_t::find(const trx_t *trx) const
{
  for (online_alter_t *a : alters)
    if (a->trx == trx)
      return a;
  return nullptr;
}

void online_alter_sys_t::sum(const trx_t *trx, uint64_t *bytes,
                             uint64_t *applied, uint64_t *rows)
{
  *bytes= *applied= *rows= 0;
  std::lock_guard<std::mutex> g(mutex);
  for (const row_log_status_t *log : logs)
    if (log->trx == trx)
    {
      *bytes+= log->bytes;
      *applied+= log->applied;
      *rows+= log->rows;
    }
}

void online_alter_sys_t::progress(const trx_t *trx, uint32_t *progress,
                                  time_t *started)
{
  std::lock_guard<std::mutex> g(mutex);
  if (const online_alter_t *a= find(trx))
  {
    *progress= a->progress;
    *started= a->started;
  }
}

void online_alter_sys_t::done(const trx_t *trx)
{
  /* Report outside the mutex: done() may write a progress packet to the
  client. Only this thread, which runs the ALTERs, removes them. */
  std::vector<online_alter_t*> mine;
  {
    std::lock_guard<std::mutex> g(mutex);
    for (online_alter_t *a : alters)
      if (a->trx == trx)
        mine.push_back(a);
  }
  for (online_alter_t *a : mine)
    a->done();
}

void online_alter_sys_t::get_rows(std::vector<online_alter_row_t> *rows)
{
  const time_t now= time(nullptr);
  const uint64_t limit= srv_online_max_size;
  std::lock_guard<std::mutex> g(mutex);
  rows->reserve(logs.size());
  for (row_log_status_t *log : logs)
  {
    online_alter_row_t r;
    r.thread_id= log->thread_id;
    strcpy(r.schema, log->schema);
    strcpy(r.table, log->table);
    strcpy(r.partition, log->partition);
    strcpy(r.index, log->index);
    r.log_type= log->rebuild ? "TABLE" : "INDEX";
    const online_alter_t *a= find(log->trx);
    r.phase= online_alter_phase_names[a ? a->cur_phase : ONLINE_ALTER_PREPARE];
    r.rows_processed= a ? ulonglong{a->rows} : 0;
    r.rows_estimated= a ? ulonglong{a->rows_total} : 0;
    r.progress= a ? uint32_t{a->progress} : 0;
    r.log_bytes= log->bytes;
    r.log_limit= limit;
    r.log_rows= log->rows;
    r.log_applied= log->applied;
    r.pct_used= limit ? r.log_bytes * 10000 / limit : 0;
    r.growth_rate= log->growth_rate(now);
    r.seconds_to_overflow= online_alter_seconds_to_overflow(r.log_bytes,
                                                            r.growth_rate);
    r.elapsed= longlong(now - (a ? a->started : log->created));
    r.seconds_to_finish= online_alter_seconds_left(r.progress, r.elapsed);
    rows->push_back(r);
  }
}

void online_alter_sys_t::export_status(ulint *rows, ulint *pct_used,
                                       ulint *progress)
{
  *rows= *pct_used= *progress= 0;
  const uint64_t limit= srv_online_max_size;
  std::lock_guard<std::mutex> g(mutex);
  const row_log_status_t *top= nullptr;
  for (const row_log_status_t *log : logs)
    if (!top || log->bytes > top->bytes)
      top= log;
  if (!top)
    return;
  *rows= ulint(top->rows);
  *pct_used= limit ? ulint(top->bytes * 10000 / limit) : 0;
  if (const online_alter_t *a= find(top->trx))
    *progress= a->progress;
}
