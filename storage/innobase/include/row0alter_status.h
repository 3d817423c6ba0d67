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
@file include/row0alter_status.h
Status of running online ALTER TABLE: row-log use and progress.

Every row log (row_log_t) of an online in-place ALTER has a row_log_status_t:
the log of a table rebuild (kept on the old clustered index) and the log of
each secondary index that ADD INDEX builds. The sessions whose DML fills the
log count its records and bytes; the ALTER counts what it applied. Every
in-place ALTER has an online_alter_t (a member of ut_stage_alter_t) that knows
its phase and progress. online_alter_sys lists both for
INFORMATION_SCHEMA.INNODB_ONLINE_ALTER, the Innodb_onlineddl_* status
variables and the PROGRESS column of the process list.

Progress, in hundredths of a percent: the scan, sort and insert phases take
0-90.00% in the proportions of the cost model of row_merge_build_indexes(),
applying the row log takes the rest in proportion to the bytes applied.
*******************************************************/

#ifndef row0alter_status_h
#define row0alter_status_h

#include "univ.i"
#include "my_atomic_wrapper.h"
#include <mutex>
#include <vector>

struct trx_t;
struct dict_index_t;
struct dict_table_t;
class ut_stage_alter_t;

/** Phase of an in-place ALTER TABLE */
enum online_alter_phase
{
  /** the row logs exist; the ALTER has not started to read the table */
  ONLINE_ALTER_PREPARE,
  /** reading the clustered index */
  ONLINE_ALTER_SCAN,
  /** merge-sorting the entries of an index */
  ONLINE_ALTER_SORT,
  /** inserting sorted entries into an index */
  ONLINE_ALTER_INSERT,
  /** applying the row log */
  ONLINE_ALTER_APPLY,
  /** the in-place work is done; waiting to commit: for the other
  partitions, and for the exclusive metadata lock that the commit needs (a
  long transaction on the table holds it up) */
  ONLINE_ALTER_WAIT_LOCK,
  /** finished; about to commit */
  ONLINE_ALTER_DONE
};

/** Share of the progress that the scan, sort and insert phases take,
in hundredths of a percent; applying the row log takes the rest */
static constexpr uint32_t ONLINE_ALTER_BUILD_SHARE= 9000;

/** Accounting of one row log (row_log_t::status).
The sessions that log DML write rows, logged and bytes under the row log's
mutex and index->lock; the ALTER (or a session that applies an ADD INDEX log
that is about to overflow) writes bytes, applied and applied_base while it
holds index->lock exclusively, which excludes the writers. Readers of the
view read them without a lock. */
struct row_log_status_t
{
  /** the table whose ALTER keeps the log (the old table of a rebuild, the
  table of a new index; one per partition); identifies the online_alter_t */
  const dict_table_t *table;
  /** connection that runs the ALTER */
  ulonglong thread_id;
  /** UTF-8 names of the table, partition and index */
  char schema[NAME_LEN + 1], table_name[NAME_LEN + 1],
    partition[2 * NAME_LEN + 6], index[NAME_LEN + 1];
  /** whether this is the log of a table rebuild (else of one new index) */
  bool rebuild;
  /** when the log was created */
  time_t created;
  /** whether the ALTER that wrote the log has ended: an index whose build
  failed or was killed keeps its log until the next DDL of its table, and
  such a log is not shown; protected by online_alter_sys_t::mutex */
  bool ended= false;
  /** log records written */
  Atomic_relaxed<uint64_t> rows;
  /** bytes of log records written since the log was created */
  Atomic_relaxed<uint64_t> logged;
  /** bytes the log holds now: its file and its block in memory, the
  quantity that the overflow check limits; 0 again after an apply that
  empties the log */
  Atomic_relaxed<uint64_t> bytes;
  /** bytes of the log applied since the log was created */
  Atomic_relaxed<uint64_t> applied;
  /** whether the early warning was written to the error log (since the
  ALTER applied a rebuild's log to its end: truncated()) */
  std::atomic<bool> warned;

  /** Count a log record.
  @param size  bytes of the record
  @return whether the log just passed innodb_online_alter_log_warn_pct */
  bool log(uint64_t size);
  /** Note that the log was applied up to its block in memory and its file
  emptied (truncated).
  @param held  bytes left in the block in memory (0 when all is applied) */
  void truncated(uint64_t held);
  /** Note how far the log is applied.
  @param head  bytes applied since the file was last emptied */
  void applied_to(uint64_t head);
  /** Write the early warning to the error log. */
  void warn();
  /** Bytes per second logged over the last 10 seconds (over the seconds the
  log has existed, if fewer).
  @param now   the current time
  @param peak  out: the rate of the last 3 whole seconds, or the average
               if that is higher: a burst that goes on grows at it (the
               overflow forecast and the early warning use it); or nullptr
  @return the rate, or -1 if it cannot be known yet */
  double growth_rate(time_t now, double *peak= nullptr);

private:
  /** bytes logged before the file was last emptied (all of them applied) */
  Atomic_relaxed<uint64_t> applied_base{0};
  /** Number of growth samples: one a second at most */
  static constexpr unsigned N_SAMPLES= 16;
  /** protects samples[] and n_samples */
  std::mutex sample_mutex;
  /** (time, bytes logged) when the log grew, at most one a second */
  struct { time_t time; uint64_t bytes; } samples[N_SAMPLES];
  /** samples taken; the newest is samples[(n_samples - 1) % N_SAMPLES] */
  unsigned n_samples= 0;
  /** time of the newest sample; written under the row log's mutex */
  time_t last_sample= 0;
};

/** @return the bytes at which a row log overflows: the overflow check runs
when a block of innodb_sort_buffer_size is written to the log's file and
fails the block that would end at or beyond innodb_online_alter_log_max_size,
so a log can hold that size rounded up to whole blocks */
uint64_t row_log_capacity();

/** @return a part of a whole in hundredths of a percent, without overflow
(UINT64_MAX if it does not fit), 0 for an empty whole
@param part   the part
@param whole  the whole */
uint64_t online_alter_hundredths(uint64_t part, uint64_t whole);

/** Phase and progress of one in-place ALTER TABLE (ut_stage_alter_t::online).
Progress is published to the process list at once; it is written to the
client (thd_progress_report(), which may block on the network) only by
report(), which callers invoke where they hold no page latch and no
index->lock. */
class online_alter_t
{
public:
  ~online_alter_t() { end(); }

  /** Register the ALTER of one table (of one partition), start the PROGRESS
  of the process list. Holds no latch.
  @param thd    the connection that runs the ALTER
  @param trx    the ALTER TABLE transaction
  @param table  the table (partition) that is altered */
  void begin(THD *thd, const trx_t *trx, const dict_table_t *table);
  /** Unregister the ALTER. */
  void end();
  /** Enter a phase and report the progress to the client; the caller holds
  no latch.
  @param p  the phase */
  void phase(online_alter_phase p);
  /** Note progress of the scan, sort or insert phase; the caller may hold
  latches: nothing is written to the client.
  @param pct         progress of the whole build (scan, sort, insert), 0-100
  @param rows        rows the current phase has processed
  @param rows_total  rows it is estimated to process */
  void build(double pct, ulonglong rows, ulonglong rows_total);
  /** Note that the scan has read the whole table (also a table too small
  for the scan to have reported any progress); the caller may hold latches.
  @param pct         progress of the whole build at the end of the scan
  @param rows        rows read
  @param rows_total  rows it was estimated to read */
  void scanned(double pct, ulonglong rows, ulonglong rows_total);
  /** Note that one more index is built, before its row log is applied: an
  index that the scan built in memory reports no sort or insert, so its
  share counts by the number of indexes.
  @param pct    progress of the whole build by the cost model, 0-100
  @param built  indexes built so far
  @param n      indexes that the ALTER builds */
  void index_built(double pct, ulint built, ulint n);
  /** Note that the in-place work of this table (partition) is done: the
  ALTER now waits to commit. */
  void inplace_done() { cur_phase= ONLINE_ALTER_WAIT_LOCK; }
  /** @return whether the time to finish is not measured: the ALTER waits
  to commit, or applies under the exclusive metadata lock what was logged
  meanwhile (online_alter_sys.mutex held) */
  bool finish_unknown() const
  {
    return cur_phase == ONLINE_ALTER_WAIT_LOCK ||
      (committing && cur_phase != ONLINE_ALTER_DONE);
  }
  /** Note the progress of applying the row logs of this table (from their
  row_log_status_t); the caller may hold index->lock: nothing is written to
  the client. */
  void apply();
  /** Write the progress to the client, unless the ALTER is committing
  (it then holds the table's exclusive metadata lock, which DML waits for);
  the caller holds no latch. */
  void report();
  /** Report that the ALTER finished its work (to the process list: the
  ALTER is committing). */
  void done();

  /** @return the tracker of an ALTER, or nullptr
  @param stage  the stage of the ALTER, or nullptr */
  static online_alter_t *of(ut_stage_alter_t *stage);

  /** connection that runs the ALTER, or nullptr if not registered */
  THD *thd= nullptr;
  /** the ALTER TABLE transaction */
  const trx_t *trx= nullptr;
  /** the table (partition) that is altered; its row logs are ours */
  const dict_table_t *table= nullptr;
  ulonglong thread_id= 0;
  /** whether the ALTER is committing: no progress is written to the client */
  bool committing= false;
  /** when begin() was called, in milliseconds (ut_time_ms()) */
  ulonglong started_ms= 0;
  Atomic_relaxed<unsigned> cur_phase{ONLINE_ALTER_PREPARE};
  /** progress in hundredths of a percent; never decreases */
  Atomic_relaxed<uint32_t> progress{0};
  /** rows processed by the current phase, and its estimate */
  Atomic_relaxed<ulonglong> rows{0}, rows_total{0};

private:
  /** progress of the scan, sort and insert phases, and of applying the row
  logs, in hundredths of a percent of the whole ALTER */
  uint32_t build_part= 0, apply_part= 0;
  /** progress of the whole build when the scan ended, 0-100 */
  double scan_pct= 0;

  /** Raise the progress and publish it to the process list (no network).
  @param p  progress in hundredths of a percent */
  void raise(uint32_t p);
};

/** A row of INFORMATION_SCHEMA.INNODB_ONLINE_ALTER */
struct online_alter_row_t
{
  ulonglong thread_id;
  char schema[NAME_LEN + 1], table[NAME_LEN + 1], partition[2 * NAME_LEN + 6],
    index[NAME_LEN + 1];
  const char *log_type, *phase;
  ulonglong rows_processed, rows_estimated;
  /** progress in hundredths of a percent */
  uint32_t progress;
  ulonglong log_bytes, log_limit, log_rows, log_applied;
  /** row-log use in hundredths of a percent of log_limit */
  ulonglong pct_used;
  /** bytes a second, or -1 when unknown */
  double growth_rate;
  /** seconds until the log overflows at the peak rate of growth_rate(), or
  -1 when it does not grow; seconds until the ALTER finishes, or -1 when unknown; whole seconds
  run */
  longlong seconds_to_overflow, seconds_to_finish, elapsed;
};

/** The row logs and in-place ALTERs that are running */
class online_alter_sys_t
{
public:
  /** Create the status of a new row log.
  @param trx    the ALTER TABLE transaction (for the connection id)
  @param index  the index that gets the log (the old clustered index of a
                table rebuild, or the new secondary index)
  @param rebuild whether the log is of a table rebuild
  @return the status (never nullptr) */
  row_log_status_t *attach(const trx_t *trx, const dict_index_t *index,
                           bool rebuild);
  /** Free the status of a row log that is freed.
  @param log  the status, or nullptr */
  void detach(row_log_status_t *log);
  /** Register an ALTER. @param a  the ALTER */
  void add(online_alter_t *a);
  /** Unregister an ALTER that has ended, and mark the logs of its table
  and connection that are left (of an aborted index) as ended.
  @param a  the ALTER */
  void remove(online_alter_t *a);
  /** Sum the bytes logged and applied of the row logs of one table.
  @param table    the table (partition) that is altered
  @param logged   out: bytes logged
  @param applied  out: bytes applied
  @param rows     out: records logged */
  void sum(const dict_table_t *table, uint64_t *logged, uint64_t *applied,
           uint64_t *rows);
  /** Look up the progress of the ALTER that keeps a row log.
  @param log         the row log
  @param progress    out: its progress, unchanged if it is not registered
  @param elapsed_ms  out: milliseconds it has run, unchanged if it is not
                     registered */
  void progress(const row_log_status_t &log, uint32_t *progress,
                ulonglong *elapsed_ms);
  /** Note that the ALTERs of a transaction are committing: they hold the
  exclusive metadata lock of the table, and write no progress to the client.
  @param trx  the ALTER TABLE transaction */
  void commit(const trx_t *trx);
  /** Report that the ALTERs of a transaction applied all their row logs.
  @param trx  the ALTER TABLE transaction */
  void done(const trx_t *trx);
  /** Copy the rows of INFORMATION_SCHEMA.INNODB_ONLINE_ALTER.
  @param rows  out: the rows */
  void get_rows(std::vector<online_alter_row_t> *rows);
  /** Set the values of the Innodb_onlineddl_* status variables: the row
  log closest to overflow among the running ALTERs, 0 when none runs.
  @param rows      out: Innodb_onlineddl_rowlog_rows
  @param pct_used  out: Innodb_onlineddl_rowlog_pct_used
  @param progress  out: Innodb_onlineddl_pct_progress */
  void export_status(ulint *rows, ulint *pct_used, ulint *progress);

  /** innodb_online_alter_log_warn_pct: percentage of
  innodb_online_alter_log_max_size at which a row log is reported to the
  error log, 0 for never */
  uint warn_pct= 80;

private:
  /** protects logs and alters */
  std::mutex mutex;
  std::vector<row_log_status_t*> logs;
  std::vector<online_alter_t*> alters;

  /** @return the ALTER that keeps a row log, or nullptr; mutex must be held.
  The connection is compared too: an ALTER may outlive its table (a rebuild
  frees the old table before the ALTER ends), whose memory another table
  may then take.
  @param log  the row log */
  online_alter_t *find(const row_log_status_t &log) const;
};

/** The row logs and in-place ALTERs that are running */
extern online_alter_sys_t online_alter_sys;

#endif
