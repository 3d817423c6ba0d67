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
@file include/btr0defrag_sys.h
The queue of index defragmentation requests and its worker thread
(ALTER TABLE ... DEFRAGMENT, OPTIMIZE TABLE with innodb_defragment=ON).

A request names one index. A session prepares the requests of a statement,
then queues them all at once or none, and may wait for them. The worker runs
one step of one request at a time: it opens the table without waiting for a
metadata lock, reads the next pages into the buffer pool, then merges them
under the index latch (btr_defragment_n_pages()). A table that is locked by a
DDL, flushed for export or being rebuilt is retried later; the worker never
blocks on it.
*******************************************************/

#ifndef btr0defrag_sys_h
#define btr0defrag_sys_h

#include "btr0pcur.h"
#include "btr0shrink.h"
#include "ut0lst.h"
#include <atomic>
#include <thread>

/** How a defragmentation request was made */
enum btr_defragment_mode
{
  /** OPTIMIZE TABLE with innodb_defragment=ON */
  BTR_DEFRAGMENT_OPTIMIZE,
  /** ALTER TABLE ... DEFRAGMENT, waiting for the work */
  BTR_DEFRAGMENT_SYNC,
  /** ALTER TABLE ... DEFRAGMENT ASYNC (or ASYNC_COMMIT) */
  BTR_DEFRAGMENT_ASYNC
};

/** State of a defragmentation request */
enum btr_defragment_state
{
  /** made by a statement that has not queued it yet; invisible */
  DEFRAG_PREPARED,
  /** waiting for the worker */
  DEFRAG_QUEUED,
  /** the worker has started on it */
  DEFRAG_RUNNING,
  /** a statement's request for an index that another request covers
  already; the session waits for that one; invisible */
  DEFRAG_JOINED,
  /** every leaf page was visited */
  DEFRAG_DONE,
  /** a page could not be read or merged, or the tablespace is missing */
  DEFRAG_FAILED,
  /** KILL, innodb_defragment_cancel, server shutdown, or the table or
  index went away (DROP, TRUNCATE, a rebuild, DROP INDEX) */
  DEFRAG_CANCELLED
};

/** The defaults of the throttles. innodb_defragment_pace_by_load lifts the
throttles on an idle server only while all three are at their defaults: a
value the DBA chose is always honoured. */
static constexpr uint DEFRAG_N_PAGES_DEFAULT= 7;
static constexpr uint DEFRAG_MAX_RUNTIME_PCT_DEFAULT= 50;
/** The defaults of innodb_defragment_fill_factor and
innodb_defragment_fill_factor_n_recs. While both are at their defaults, a
request that also shrinks the file fills pages as a rebuild does
(innodb_fill_factor): a value the DBA chose is always honoured. */
static constexpr double DEFRAG_FILL_FACTOR_DEFAULT= 0.9;
static constexpr uint DEFRAG_FILL_N_RECS_DEFAULT= 20;
/** Default of innodb_defragment_purge_wait_timeout, in seconds */
static constexpr uint DEFRAG_PURGE_WAIT_DEFAULT= 300;

/** Longest partition name in a request: p#SP#sp in filename encoding */
static constexpr size_t BTR_DEFRAGMENT_PART_LEN= 2 * NAME_LEN + 5;

/** @return innodb_defragment_shrink of a session (ha_innodb.cc)
@param thd  the session */
bool thd_defragment_shrink(THD *thd);

/** Split an InnoDB table name into UTF-8 schema, table and partition names.
@param name       InnoDB table name, e.g. db/t#P#p0#SP#s0
@param schema     out: schema name, NAME_LEN + 1 bytes
@param table      out: table name, NAME_LEN + 1 bytes
@param partition  out: partition[.subpartition] name or "",
                  BTR_DEFRAGMENT_PART_LEN + 1 bytes */
void table_name_split(const char *name, char *schema, char *table,
                      char *partition);

/** A row of INFORMATION_SCHEMA.INNODB_DEFRAGMENT */
struct btr_defragment_row_t
{
  /** number of the request, in the order of requests */
  ulonglong id;
  /** UTF-8 names */
  char schema[NAME_LEN + 1], table[NAME_LEN + 1],
    partition[BTR_DEFRAGMENT_PART_LEN + 1], index[NAME_LEN + 1];
  const char *mode, *state;
  /** leaf pages of the index when the request was queued */
  ulint leaf_pages_start;
  /** leaf pages the cursor has passed */
  ulint pages_visited;
  /** leaf pages that gave records to their left neighbour */
  ulint pages_merged;
  /** leaf pages emptied and freed */
  ulint pages_freed;
  /** records moved to another page */
  ulint records_moved;
  /** pages moved nearer the start of the file by innodb_defragment_shrink */
  ulint pages_moved;
  /** bytes the file shrank by, or -1 when no shrink was asked for */
  longlong bytes_freed;
  /** when the work started and ended, or 0 */
  time_t start_time, end_time;
  /** leaf pages visited per second */
  double rate;
  /** estimated seconds left, or -1 when unknown */
  longlong seconds_left;
  /** why the request failed, was cancelled or waits, or empty */
  char message[128];
};

struct defrag_request_t;
struct defrag_seen_t;

/** The defragmentation request queue and its worker (like purge_sys) */
class defrag_sys_t
{
public:
  /** innodb_defragment_pause: hold queued and running work */
  my_bool pause;
  /** innodb_defragment_max_runtime_pct: share of time the worker may work */
  uint max_runtime_pct;
  /** innodb_defragment_cancel: always reads 0 */
  ulonglong cancel_id;
  /** innodb_defragment_cancel_all: always reads OFF */
  my_bool cancel_all_requested;
  /** requests of statements with a smaller query id are cancelled when
  they are queued (innodb_defragment_cancel_all); protected by mutex */
  int64_t cancel_all_before;
  /** Innodb_defragment_steps_no_page_freed: steps that merged what they
  could and freed no page (not failures) */
  Atomic_counter<ulint> steps_no_page_freed;
  /** cut_latch_of(): shared across INNODB_FRAGMENTATION's check of a
  tablespace's size and the buffer-fix of one of its pages (which may read
  it, or wait for another thread's read); exclusive across the
  mini-transaction of a shrink's cut, which truncates the file. Neither side
  holds a page or tablespace latch when it asks for one. Created by create();
  with innodb_read_only (no create()) nothing cuts, and readers take the
  zero-filled latches of this global object. */
  srw_lock cut_latch[64];
  /** @return the cut_latch of a tablespace
  @param space_id  tablespace identifier */
  srw_lock &cut_latch_of(uint32_t space_id)
  { return cut_latch[space_id % array_elements(cut_latch)]; }
  /** innodb_defragment_pace_by_load: run unthrottled while the server is
  idle (server_idle()), by the throttles otherwise */
  my_bool pace_by_load;
  /** innodb_defragment_purge_wait_timeout: how long, in seconds from the
  start of its statement, a request waits for purge to remove what
  committed DELETEs left in the index before it walks the index anyway */
  uint purge_wait_timeout;

  /** Initialize the queue; start the worker unless InnoDB is read-only. */
  void create();
  /** Cancel every request, stop the worker, wait for waiting sessions and
  free everything. Does nothing when create() was not called. */
  void close();

  /** Prepare the requests to defragment the indexes of a table. They are
  invisible to the worker until start().
  @param table    the table, opened by the session
  @param index    the index, or nullptr for every B-tree index
  @param thd      the session
  @param mode     how the request was made
  @param culprit  out: the index that caused a refusal, or nullptr
  @return nullptr, or why the request was refused */
  const char *prepare(dict_table_t *table, dict_index_t *index, THD *thd,
                      btr_defragment_mode mode, const dict_index_t **culprit);

  /** Queue every request that the session prepared, or discard them all.
  A request for an index that another unfinished request covers joins that
  one: an asynchronous statement forgets it, a waiting statement waits for
  the other request; a shrink asked for moves to the last request of the
  table in the queue. A note tells the session which request it joined.
  @param thd     the session
  @param commit  whether to queue them (false: discard them)
  @param failed  out: `schema`.`table`[ partition `p`] index `i` that was
  refused, when the return value is not nullptr
  @param len     size of failed
  @return nullptr, or why the requests were refused */
  const char *start(THD *thd, bool commit, char *failed, size_t len);

  /** Wait until the session's queued requests are finished, reporting
  progress. KILL cancels them.
  @param thd           the session
  @param stop_waiting  called every 0.1 s; when it returns true the session
  stops waiting and the requests go on without it (nullptr: never)
  @param arg           argument of stop_waiting
  @param failed        out: the first request that failed or was cancelled
  @param len           size of failed
  @return nullptr, "interrupted" when the session was killed, "detached"
  when stop_waiting() returned true, or why a request failed */
  const char *wait(THD *thd, bool (*stop_waiting)(void*), void *arg,
                   char *failed, size_t len);

  /** Fail the requests of a table that is being dropped or rebuilt.
  @param table_id  the table */
  void remove_table(table_id_t table_id);

  /** Wait until no step runs on a table whose quiesce state was set for
  FLUSH TABLES ... FOR EXPORT; later steps leave it alone until the
  state returns to QUIESCE_NONE.
  @param table_id  the table */
  void quiesce(table_id_t table_id);

  /** Wake up the worker after innodb_defragment_pause or
  innodb_defragment_frequency changed. */
  void wake();

  /** Cancel a request that is queued or running (innodb_defragment_cancel).
  @param id  the ID of INFORMATION_SCHEMA.INNODB_DEFRAGMENT
  @return whether a request with that ID was waiting or running */
  bool cancel(ulonglong id);

  /** Cancel every request that is queued or running, and every request
  that a statement which began before this one makes later (the next
  partition of an OPTIMIZE TABLE, requests being prepared)
  (innodb_defragment_cancel_all).
  @param thd  the session that set innodb_defragment_cancel_all
  @return the number of queued or running requests cancelled */
  ulint cancel_all(THD *thd);

  /** @return the share of time the worker spent working lately, in % */
  ulint runtime_pct();

  /** Set innodb_defragment_max_runtime_pct; a rest under way is made the
  length the new cap gives it.
  @param pct  the cap, in % */
  void set_max_runtime_pct(uint pct);

  /** Copy the state of the queued, running and recently finished requests,
  in the order of their IDs.
  @param rows  where to copy them
  @param n     size of rows
  @return the number of requests (may exceed n) */
  size_t get_rows(btr_defragment_row_t *rows, size_t n);

  /** Describe an index for a message.
  @param table  the table
  @param index  the index, or nullptr
  @param buf    out: `schema`.`table`[ partition `p`][ index `i`]
  @param len    size of buf */
  static void describe(const dict_table_t &table, const dict_index_t *index,
                       char *buf, size_t len);

private:
  /** Outcome of a step: more to do, done, failed, could not run now
  (retry), or the table or index went away (the request is cancelled) */
  enum step_result { STEP_MORE, STEP_DONE, STEP_FAILED, STEP_BUSY,
                     STEP_GONE };

  /** The worker thread */
  void run();
  /** @return the request the worker should take on next, or nullptr
  @param now  my_interval_timer()
  @param wake out: when the first request that is not ready becomes ready */
  defrag_request_t *pick(ulonglong now, ulonglong *wake);
  /** Refresh what the purge wait of requests compares with, every
  DEFRAG_RETRY at most; releases the mutex meanwhile.
  @param now  my_interval_timer() */
  void look_at_purge(ulonglong now);
  /** Note the indexes of requests that wait for purge, for
  defrag_look_up(), under mutex.
  @param seen  out: the requests
  @param n     the size of seen
  @return the number of requests noted */
  size_t note_waiting(defrag_seen_t *seen, size_t n);
  /** Cancel the waiting requests whose index is gone (DROP INDEX) and
  rename those whose table was renamed, under mutex.
  @param seen  what defrag_look_up() found
  @param n     the number of entries */
  void apply_seen(const defrag_seen_t *seen, size_t n);
  /** Decide whether a request that has not walked its index yet must still
  wait for purge to remove what transactions committed before its statement
  left; set its state, message and note.
  @param r     a request with purge_pending
  @param now   my_interval_timer()
  @param wake  out: lowered to when to look again
  @return whether the request waits */
  bool purge_wait(defrag_request_t *r, ulonglong now, ulonglong *wake);
  /** @return whether a request of the same table earlier in the queue waits
  for purge
  @param r  a request in the queue */
  bool table_waits_for_purge(const defrag_request_t *r) const;
  /** @return pages a step looks at: innodb_defragment_n_pages, or the most
  when the step is unthrottled (idle) */
  uint step_pages_n() const;
  /** Run one step of a request.
  @param r        the request (only the worker changes its progress)
  @param thd      the worker's session
  @param busy_ns  out: time spent working, not waiting
  @param message  out: why the step failed or could not run
  @return the outcome */
  step_result step(defrag_request_t *r, THD *thd, ulonglong *busy_ns,
                   const char **message);
  /** Defragment the next pages of an open index.
  @see step() */
  step_result step_pages(defrag_request_t *r, dict_index_t *index, THD *thd,
                         ulonglong *busy_ns, const char **message);
  /** Shrink the tablespace of a table whose last index is defragmented
  (innodb_defragment_shrink): move the next pages, or truncate the file.
  @see step() */
  step_result step_shrink(defrag_request_t *r, dict_table_t *table,
                          ulonglong *busy_ns, const char **message);
  /** Save the statistics of an index whose defragmentation is done.
  @see step() */
  step_result save_stats(defrag_request_t *r, dict_index_t *index, THD *thd,
                         const char **message);
  /** End a request that is not finished, under mutex.
  @param r        a request in queue
  @param state    DEFRAG_DONE, DEFRAG_FAILED or DEFRAG_CANCELLED
  @param message  why, or nullptr */
  void finish(defrag_request_t *r, btr_defragment_state state,
              const char *message);
  /** @return whether the worker is neither in a step of a request nor done
  with its walk, under mutex
  @param q  an unfinished request */
  bool walk_ahead(const defrag_request_t *q) const;
  /** Make a request take on the purge wait and the end key of a newer
  request of the same index, under mutex.
  @param q  an unfinished request, walk_ahead()
  @param r  the newer request (its end key is taken) */
  void extend(defrag_request_t *q, defrag_request_t *r);
  /** After a step that did not end the walk of a request, let the
  statements that came during the step take part in it, under mutex.
  @param q  the request, walk_ahead() */
  void absorb_followers(defrag_request_t *q);
  /** Queue the requests of statements that came after the walk of a
  request that is now done, so that they walk the index again; free those
  of a request that failed that nobody waits for; under mutex. */
  void settle_followers();
  /** @return whether the wait of a statement for a request is over: its
  work is finished, and it is not to walk the index again (under mutex)
  @param r  a request of the statement */
  bool settled(const defrag_request_t &r) const;
  /** Move a finished request from the queue to the history, under mutex.
  @param r  a finished request that the worker is not working on */
  void retire(defrag_request_t *r);
  /** Free a request. */
  static void free_request(defrag_request_t *r);
  /** Account a step for innodb_defragment_max_runtime_pct, under mutex.
  @param start my_interval_timer() before the step
  @param end   my_interval_timer() at the end of the step
  @param busy  time worked in the step, in ns */
  void account(ulonglong start, ulonglong end, ulonglong busy);
  /** End the window of runtime_pct() where the rest after the last step
  ends (rest_until), under mutex, and start the next one there. */
  void close_window();
  /** Look at the foreground load for innodb_defragment_pace_by_load; by
  the worker only, not under mutex (it may walk every transaction).
  @param now  my_interval_timer()
  @return whether the server is idle: at most a few statements since the
  start of the current window, and at the end of the last window no
  read-write transaction, no growing purge backlog and dirty pages under
  innodb_max_dirty_pages_pct */
  bool server_idle(ulonglong now);

  /** protects all the members below and the requests */
  mysql_mutex_t mutex;
  /** signalled to the worker: work, pause, stop; and to waiting sessions
  when a request progressed or finished */
  pthread_cond_t cond;
  /** requests that are prepared, queued or running, in the order of IDs */
  UT_LIST_BASE_NODE_T(defrag_request_t) queue;
  /** finished requests, oldest first */
  UT_LIST_BASE_NODE_T(defrag_request_t) history;
  /** the request the worker is running a step of, or nullptr */
  defrag_request_t *current;
  /** ID of the last request */
  ulonglong last_id;
  /** number of sessions in wait() */
  ulint n_waiters;
  /** whether create() was called and close() was not */
  bool initialized;
  /** whether the worker may take on work (not read-only, not shut down) */
  bool active;
  /** whether close() asked the worker to stop */
  bool stopping;
  /** whether settle_followers() has work: a request that statements
  followed (defrag_request_t::follow) finished, or a follower's statement
  stopped waiting */
  bool settle_due;
  /** the worker */
  std::thread worker;
  /** my_interval_timer() before which the worker rests
  (innodb_defragment_max_runtime_pct) */
  ulonglong rest_until;
  /** start of the window of runtime_pct(): where the rest that ended the
  last one ends (it may be ahead of now) */
  ulonglong window_start;
  /** time worked since window_start, in ns */
  ulonglong window_busy;
  /** the share of time worked in the last complete window, in % */
  ulint last_pct;
  /** my_interval_timer() at the end of the last step */
  ulonglong last_step_end;
  /** time worked in the last step, in ns */
  ulonglong last_busy;
  /** whether the last step was unthrottled (no rest after it) */
  bool last_idle;
  /** my_interval_timer() before the last step */
  ulonglong last_step_start;
  /** the cap (100: unthrottled) of the steps of the open window */
  uint window_cap;
  /** whether the step being run is unthrottled: server_idle(), and the
  throttles at their defaults. This and the idle_* members below are the
  worker's own: read and written by it only, not under mutex. */
  bool idle;
  /** start of the window of server_idle() */
  ulonglong idle_window_start;
  /** global query id at idle_window_start */
  int64_t idle_window_query_id;
  /** purge backlog (history length) at the last look of server_idle() */
  size_t idle_history;
  /** the verdict of server_idle() at the end of the last quiet window */
  bool idle_window_quiet;
  /** ID of the waiting request that note_waiting() noted last: the next
  look starts after it, so that every waiting request gets its turn */
  ulonglong seen_after;
  /** low_limit_no() of the oldest read view, as look_at_purge() last saw
  it, or 0 */
  trx_id_t oldest_view_no;
  /** my_interval_timer() when look_at_purge() looked at the read views */
  ulonglong oldest_view_time;
  /** purge has processed every transaction that committed before this */
  trx_id_t purge_reached;
  /** my_interval_timer() of the last look_at_purge() */
  ulonglong purge_checked;
  /** number of requests that wait for purge */
  ulint purge_waiters;
  /** the statement whose purge timeout was written to the error log last
  (owner, query id); only the worker uses them */
  ulong purge_logged_owner;
  int64_t purge_logged_query;
  /** the statement that prepared requests last (session, query id) and
  my_interval_timer() when it prepared its first: where its purge wait
  starts */
  ulong stmt_owner;
  int64_t stmt_query;
  ulonglong stmt_start;
};

/** The defragmentation queue */
extern defrag_sys_t defrag_sys;

#endif
