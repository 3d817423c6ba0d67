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
@file btr/btr0defrag_sys.cc
The queue of index defragmentation requests and its worker thread.
*******************************************************/

#define MYSQL_SERVER
#include "btr0defrag_sys.h"
#include "btr0defragment.h"
#include "btr0btr.h"
#include "btr0bulk.h"
#include "rem0cmp.h"
#include "dict0defrag_bg.h"
#include "dict0dict.h"
#include "dict0load.h"
#include "ha_prototypes.h"
#include "log0log.h"
#include "srv0srv.h"
#include "srv0start.h"
#include "trx0purge.h"
#include "trx0sys.h"
#include "buf0buf.h"
#include "mysqld.h"
#include "sql_class.h"
#include "sql_table.h"
#include <mysql/service_thd_mdl.h>
#include <unordered_map>
#include <unordered_set>

defrag_sys_t defrag_sys;

#ifdef UNIV_PFS_MUTEX
extern mysql_pfs_key_t btr_defragment_mutex_key;
#endif /* UNIV_PFS_MUTEX */

/** Finished requests kept for INFORMATION_SCHEMA.INNODB_DEFRAGMENT */
static constexpr size_t DEFRAG_HISTORY= 64;
/** Length of the window of defrag_sys_t::runtime_pct(), in ns */
static constexpr ulonglong DEFRAG_WINDOW= 1000000000ULL;
/** How long a request that could not run waits before the next try, in ns */
static constexpr ulonglong DEFRAG_RETRY= 100000000ULL;
/** How often a waiting session reports progress and checks KILL, in ns */
static constexpr ulonglong DEFRAG_WAIT_POLL= 100000000ULL;
/** Window of defrag_sys_t::server_idle(), in ns */
static constexpr ulonglong DEFRAG_IDLE_WINDOW= 100000000ULL;
/** Statements in DEFRAG_IDLE_WINDOW that still count as idle (monitoring) */
static constexpr int64_t DEFRAG_IDLE_QUERIES= 5;

/** @return whether innodb_defragment_frequency, innodb_defragment_n_pages
and innodb_defragment_max_runtime_pct are at their defaults, so that
innodb_defragment_pace_by_load may lift them on an idle server
@param max_runtime_pct  innodb_defragment_max_runtime_pct */
static bool defrag_throttles_default(uint max_runtime_pct)
{
  return srv_defragment_frequency == SRV_DEFRAGMENT_FREQUENCY_DEFAULT &&
    srv_defragment_n_pages == DEFRAG_N_PAGES_DEFAULT &&
    max_runtime_pct == DEFRAG_MAX_RUNTIME_PCT_DEFAULT;
}

/** How full a step makes the pages it merges into.
@param pack   whether the request packs for a shrink (defrag_request_t::pack)
@param index  the index
@return innodb_defragment_fill_factor and _n_recs; for a request that shrinks
while both are at their defaults, the fill of a rebuild (a bulk load at
innodb_fill_factor, which keeps 1/16 of a clustered index page free at 100) */
static btr_defragment_fill_t defrag_fill(bool pack, const dict_index_t &index)
{
  const double factor= srv_defragment_fill_factor;
  const ulint n_recs= srv_defragment_fill_factor_n_recs;
  if (!pack || factor != DEFRAG_FILL_FACTOR_DEFAULT ||
      n_recs != DEFRAG_FILL_N_RECS_DEFAULT)
    return {factor, n_recs};
  const double reserve= innobase_fill_factor == 100 && index.is_clust()
    ? double(dict_index_get_space_reserve())
    : double(srv_page_size) * double(100 - innobase_fill_factor) / 100;
  const double empty=
    double(page_get_free_space_of_empty(index.table->not_redundant()));
  return {std::max(0.0, 1 - reserve / empty), 0};
}

/** Why a request ends cancelled when its table went away */
static const char defrag_gone[]= "the table was dropped, truncated or rebuilt";
/** Why a request ends cancelled when its index went away */
static const char defrag_index_gone[]= "the index was dropped";
/** Why a request ends cancelled by innodb_defragment_cancel_all */
static const char defrag_cancelled_all[]=
  "cancelled by innodb_defragment_cancel_all";

/** A request to defragment one index */
struct defrag_request_t
{
  UT_LIST_NODE_T(defrag_request_t) list;
  /** number of the request, in the order of requests */
  ulonglong id;
  /** the table and the index */
  table_id_t table_id;
  index_id_t index_id;
  /** the InnoDB name of the table when the names below were made */
  char table_name[MAX_FULL_NAME_LEN + 1];
  /** UTF-8 names for INFORMATION_SCHEMA.INNODB_DEFRAGMENT and messages */
  char schema[NAME_LEN + 1], table[NAME_LEN + 1],
    partition[BTR_DEFRAGMENT_PART_LEN + 1], index[NAME_LEN + 1];
  /** how the request was made */
  btr_defragment_mode mode;
  /** thread id of the session that made the request */
  ulong owner;
  /** the statement of owner that made the request */
  query_id_t query_id;
  /** whether owner waits for the request in defrag_sys_t::wait() */
  bool waited;
  btr_defragment_state state;
  /** persistent cursor where the next step starts */
  btr_pcur_t pcur;
  /** whether pcur has been positioned */
  bool positioned;
  /** whether every page was visited and the statistics are still to save */
  bool stats_pending;
  /** my_interval_timer() of the first save of the statistics that found
  the statistics tables locked, or 0 */
  ulonglong stats_locked_since;
  /** leaf pages when the request was queued */
  ulint leaf_pages_start;
  /** the key of the last record of the index when the request was made:
  the walk ends there, so that rows appended meanwhile do not prolong it;
  nullptr to walk to the last page */
  dtuple_t *end_key;
  /** the memory of end_key, or nullptr */
  mem_heap_t *end_heap;
  /** whether the index had no record when the request was made: nothing
  to walk, however many rows are inserted meanwhile */
  bool end_empty;
  /** progress, read by the waiting session without the mutex */
  Atomic_relaxed<ulint> pages_visited, pages_merged, pages_freed,
    records_moved;
  /** when the work started and ended */
  time_t start_time, end_time;
  /** the same in my_interval_timer() time, for the rate */
  ulonglong start_ns, end_ns;
  /** my_interval_timer() before which no step of this request may start:
  innodb_defragment_frequency, or the retry of a step that could not run */
  ulonglong not_before;
  /** why the request failed, was cancelled, or why its last step could not
  run; a string literal */
  const char *message;
  /** whether the last step could not run (a lock, a quiesced table) */
  bool retrying;
  /** whether to shrink the tablespace after the index: the last index of
  a table in a statement with innodb_defragment_shrink=ON */
  bool shrink;
  /** whether a statement that asked for this work also asked for the
  shrink (innodb_defragment_shrink=ON): see defrag_fill(); set by a joining
  statement while the worker may be in a step */
  Atomic_relaxed<bool> pack;
  /** whether the index is done and the tablespace is being shrunk */
  bool shrinking;
  /** how often the cut found pages allocated at the end meanwhile */
  uint shrink_retries;
  /** the shrink of the tablespace */
  btr_shrink_t sh;
  /** a note for a request that is done (a shrink that did not cut the
  file), or nullptr */
  const char *done_note;
  /** why the statistics of a request that ended DONE were not saved, shown
  when there is no done_note, or nullptr */
  const char *stats_note;
  /** the text of done_note when it is made at run time */
  char done_note_buf[128];
  /** trx_sys.get_max_trx_id() when the request was made: purge is to
  remove what transactions committed before it left in the index */
  trx_id_t purge_target;
  /** my_interval_timer() when the statement started: the purge wait ends
  innodb_defragment_purge_wait_timeout after it, for every request of the
  statement (OPTIMIZE TABLE of a partitioned table: one wait, not one a
  partition) */
  ulonglong purge_since;
  /** whether the request still has to wait for purge before its walk */
  bool purge_pending;
  /** whether the request waits for purge now */
  bool purge_waiting;
  /** why the request walked the index before purge caught up, or nullptr */
  const char *purge_note;
  /** whether a statement that does not wait (ASYNC) joined this request,
  so that a KILL of its owner does not cancel it */
  bool kept;
  /** DEFRAG_JOINED: the request this one waits for (kept in the queue or
  history while joiners is nonzero) */
  defrag_request_t *joined;
  /** number of DEFRAG_JOINED requests that wait for this one */
  uint joiners;
  /** DEFRAG_JOINED: whether the statement came when the walk of joined was
  over or in a step, so that the rows added since may not be walked. After
  the step the request takes part in the walk if it goes on
  (absorb_followers()); otherwise, once joined is done, it walks the index
  itself (settle_followers()). */
  bool follow;
  /** whether a statement may follow this request (follow): the worker
  looks for followers after a step only then */
  bool followed;

  /** @return whether the request is finished */
  bool finished() const { return state >= DEFRAG_DONE; }
  /** @return whether the worker may run it */
  bool runnable() const
  { return state == DEFRAG_QUEUED || state == DEFRAG_RUNNING; }
  /** @return the request whose work this one stands for */
  const defrag_request_t &work() const { return joined ? *joined : *this; }
};

void table_name_split(const char *name, char *schema, char *table,
                      char *partition)
{
  char base[MAX_FULL_NAME_LEN + 1];
  strmake(base, name, sizeof base - 1);
  *partition= '\0';
  char *p= strstr(base, "#P#");
  if (!p)
    p= strstr(base, "#p#");
  if (p)
  {
    /* A subpartition reads partition.subpartition */
    char *sp= strstr(p + 3, "#SP#");
    if (!sp)
      sp= strstr(p + 3, "#sp#");
    if (sp)
      *sp= '\0';
    const size_t len= filename_to_tablename(p + 3, partition,
                                            BTR_DEFRAGMENT_PART_LEN + 1);
    if (sp && len + 2 < BTR_DEFRAGMENT_PART_LEN + 1)
    {
      partition[len]= '.';
      filename_to_tablename(sp + 4, partition + len + 1,
                            BTR_DEFRAGMENT_PART_LEN - len);
    }
    *p= '\0';
  }
  dict_fs2utf8(base, schema, NAME_LEN + 1, table, NAME_LEN + 1);
}

/** Set the names of a request from an InnoDB table name.
@param name  InnoDB table name, e.g. db/t#P#p0
@param r     the request whose names to set */
static void defrag_set_names(const char *name, defrag_request_t *r)
{
  strmake(r->table_name, name, sizeof r->table_name - 1);
  table_name_split(name, r->schema, r->table, r->partition);
}

/** Describe the index of a request.
@param r    the request
@param buf  out: `schema`.`table`[ partition `p`] index `i`
@param len  size of buf */
static void defrag_describe(const defrag_request_t &r, char *buf, size_t len)
{
  if (*r.partition)
    snprintf(buf, len, "`%s`.`%s` partition `%s` index `%s`", r.schema,
             r.table, r.partition, r.index);
  else
    snprintf(buf, len, "`%s`.`%s` index `%s`", r.schema, r.table, r.index);
}

void defrag_sys_t::describe(const dict_table_t &table,
                            const dict_index_t *index, char *buf, size_t len)
{
  defrag_request_t r;
  defrag_set_names(table.name.m_name, &r);
  if (index)
  {
    strmake(r.index, index->name(), sizeof r.index - 1);
    defrag_describe(r, buf, len);
  }
  else if (*r.partition)
    snprintf(buf, len, "`%s`.`%s` partition `%s`", r.schema, r.table,
             r.partition);
  else
    snprintf(buf, len, "`%s`.`%s`", r.schema, r.table);
}

/** Count the used leaf pages of an index.
@param index  B-tree index
@return the number of used leaf pages, or 0 */
static ulint defrag_n_leaf_pages(dict_index_t *index)
{
  uint32_t used= 0;
  mtr_t mtr;
  mtr.start();
  mtr_sx_lock_index(index, &mtr);
  btr_get_size_and_reserved(index, BTR_N_LEAF_PAGES, &used, &mtr);
  mtr.commit();
  return used;
}

/** Note where the walk of a request ends: the key of the last record of
its index (a copy, since the page changes).
@param r      the request
@param index  its index */
static void defrag_note_end(defrag_request_t *r, dict_index_t *index)
{
  mtr_t mtr;
  btr_pcur_t pcur;
  mtr.start();
  if (pcur.open_leaf(false, index, BTR_SEARCH_LEAF, &mtr) == DB_SUCCESS)
  {
    const rec_t *rec= page_rec_get_prev_const(btr_pcur_get_rec(&pcur));
    /* Only the metadata record of instant ALTER TABLE, or none */
    r->end_empty= !rec || !page_rec_is_user_rec(rec) ||
      rec_is_metadata(rec, *index);
    if (!r->end_empty)
    {
      const ulint n= dict_index_get_n_unique_in_tree(index);
      r->end_heap= mem_heap_create(256);
      r->end_key= dtuple_create(r->end_heap, n);
      dict_index_copy_types(r->end_key, index, n);
      rec_copy_prefix_to_dtuple(r->end_key, rec, index, index->n_core_fields,
                                n, r->end_heap);
      for (ulint i= 0; i < n; i++)
        dfield_dup(dtuple_get_nth_field(r->end_key, i), r->end_heap);
    }
  }
  mtr.commit();
}

/** @return whether a record is at or past the end of the walk of a request
@param r      the request
@param rec    a record of the leaf page where the step ended
@param index  the index of the request */
static bool defrag_past_end(const defrag_request_t &r, const rec_t *rec,
                            const dict_index_t &index)
{
  if (!r.end_key || !page_rec_is_user_rec(rec))
    return false;
  mem_heap_t *heap= nullptr;
  rec_offs offsets_[REC_OFFS_NORMAL_SIZE];
  rec_offs_init(offsets_);
  const rec_offs *offsets=
    rec_get_offsets(rec, &index, offsets_, index.n_core_fields,
                    dtuple_get_n_fields(r.end_key), &heap);
  const bool past= cmp_dtuple_rec(r.end_key, rec, &index, offsets) <= 0;
  if (heap)
    mem_heap_free(heap);
  return past;
}

void defrag_sys_t::create()
{
  ut_ad(!initialized);
  srv_defragment_interval= 1000000000ULL / srv_defragment_frequency;
  mysql_mutex_init(btr_defragment_mutex_key, &mutex, nullptr);
  pthread_cond_init(&cond, nullptr);
  for (srw_lock &l : cut_latch)
    l.SRW_LOCK_INIT(PSI_NOT_INSTRUMENTED);
  UT_LIST_INIT(queue, &defrag_request_t::list);
  UT_LIST_INIT(history, &defrag_request_t::list);
  current= nullptr;
  n_waiters= 0;
  stopping= false;
  settle_due= false;
  window_start= last_step_end= my_interval_timer();
  window_busy= 0;
  last_pct= 0;
  last_busy= 0;
  last_idle= true;
  last_step_start= window_start;
  window_cap= 100;
  rest_until= 0;
  idle= false;
  idle_window_start= window_start;
  idle_window_query_id= get_query_id();
  idle_history= 0;
  idle_window_quiet= false;
  oldest_view_no= 0;
  oldest_view_time= 0;
  purge_reached= 0;
  purge_checked= 0;
  purge_waiters= 0;
  seen_after= 0;
  purge_logged_owner= 0;
  purge_logged_query= 0;
  stmt_owner= 0;
  stmt_query= 0;
  stmt_start= 0;
  cancel_all_before= 0;
  initialized= true;
  /* mariadb-backup runs InnoDB without sessions: no worker there. */
  /* innodb_force_recovery of 5 or more makes InnoDB read-only too: its undo
  logs were not read, so no transaction (statistics) can start. */
  active= !high_level_read_only && srv_operation == SRV_OPERATION_NORMAL;
  if (active)
    worker= std::thread([this] { run(); });
}

void defrag_sys_t::free_request(defrag_request_t *r)
{
  ut_free(r->pcur.old_rec_buf);
  if (r->end_heap)
    mem_heap_free(r->end_heap);
  r->~defrag_request_t();
  ut_free(r);
}

void defrag_sys_t::close()
{
  if (!initialized)
    return;
  mysql_mutex_lock(&mutex);
  active= false;
  stopping= true;
  for (defrag_request_t *r= UT_LIST_GET_FIRST(queue), *next; r; r= next)
  {
    next= UT_LIST_GET_NEXT(list, r);
    if (r->state == DEFRAG_PREPARED)
    {
      UT_LIST_REMOVE(queue, r);
      free_request(r);
    }
    else if (r->runnable())
      finish(r, DEFRAG_CANCELLED, "the server was shut down");
    else if (r->follow)
    {
      /* It would have walked the index again: its statement is told. */
      r->joined->joiners--;
      r->joined= nullptr;
      r->follow= false;
      r->state= DEFRAG_CANCELLED;
      r->message= "the server was shut down";
    }
  }
  pthread_cond_broadcast(&cond);
  mysql_mutex_unlock(&mutex);

  /* The worker ends the step that it may be running, then exits. */
  if (worker.joinable())
    worker.join();

  mysql_mutex_lock(&mutex);
  ut_ad(!current);
  /* Sessions in wait() see their requests finished, free the requests
  that joined others, and leave. */
  while (n_waiters)
    my_cond_wait(&cond, &mutex.m_mutex);
  while (defrag_request_t *r= UT_LIST_GET_FIRST(queue))
  {
    if (r->state == DEFRAG_JOINED)
    {
      /* its statement did not get to wait() */
      UT_LIST_REMOVE(queue, r);
      free_request(r);
    }
    else
      retire(r);
  }
  while (defrag_request_t *r= UT_LIST_GET_FIRST(history))
  {
    UT_LIST_REMOVE(history, r);
    free_request(r);
  }
  initialized= false;
  mysql_mutex_unlock(&mutex);
  pthread_cond_destroy(&cond);
  mysql_mutex_destroy(&mutex);
}

const char *defrag_sys_t::prepare(dict_table_t *table, dict_index_t *index,
                                  THD *thd, btr_defragment_mode mode,
                                  const dict_index_t **culprit)
{
  *culprit= index;
  if (!active)
    return "InnoDB is read-only or shutting down";
  if (!table->space_id)
    return "the table is in the system tablespace";
  if (table->is_temporary())
    return "it is a TEMPORARY table";
  if (!table->space || !table->is_readable())
    return "the tablespace is missing or cannot be read";
  if (index && !index->is_btree())
    return "FULLTEXT and SPATIAL indexes are not B-trees";

  /* An online ALTER TABLE that builds an index or rebuilds the table would
  replace what we defragment: refuse rather than skip silently. */
  for (dict_index_t *i= dict_table_get_first_index(table); i;
       i= dict_table_get_next_index(i))
    if ((!index || i == index || i->is_primary()) &&
        (dict_index_is_online_ddl(i) || !i->is_committed()))
    {
      *culprit= i->is_committed() ? i : index;
      return "an online ALTER TABLE is building or rebuilding it";
    }

  const bool shrink= thd_defragment_shrink(thd);
  if (shrink)
    if (const char *why= btr_shrink_refusal(*table))
      return why;

  const ulong owner= thd_get_thread_id(thd);
  const query_id_t query_id= thd_query_id(thd);
  defrag_request_t *last= nullptr;
  for (dict_index_t *i= dict_table_get_first_index(table); i;
       i= dict_table_get_next_index(i))
  {
    if ((index && i != index) || !i->is_btree())
      continue;
    void *mem= ut_malloc_nokey(sizeof(defrag_request_t));
    if (!mem)
    {
      *culprit= i;
      start(thd, false, nullptr, 0);
      return "out of memory";
    }
    defrag_request_t *r= new (mem) defrag_request_t();
    r->table_id= table->id;
    r->index_id= i->id;
    defrag_set_names(table->name.m_name, r);
    strmake(r->index, i->name(), sizeof r->index - 1);
    r->mode= mode;
    r->owner= owner;
    r->query_id= query_id;
    r->waited= mode != BTR_DEFRAGMENT_ASYNC;
    r->state= DEFRAG_PREPARED;
    r->leaf_pages_start= defrag_n_leaf_pages(i);
    defrag_note_end(r, i);
    r->purge_target= trx_sys.get_max_trx_id();
    /* An index with no record has nothing for purge to remove first */
    r->purge_pending= !r->end_empty;
    r->pack= shrink;

    mysql_mutex_lock(&mutex);
    if (!active)
    {
      mysql_mutex_unlock(&mutex);
      free_request(r);
      start(thd, false, nullptr, 0);
      return "InnoDB is read-only or shutting down";
    }
    /* The purge wait counts from the statement's first request (OPTIMIZE
    TABLE prepares one partition after another; a statement of a stored
    program keeps the THD::start_utime of its CALL). */
    if (owner != stmt_owner || query_id != stmt_query)
    {
      stmt_owner= owner;
      stmt_query= query_id;
      stmt_start= my_interval_timer();
    }
    r->purge_since= stmt_start;
    UT_LIST_ADD_LAST(queue, r);
    last= r;
    mysql_mutex_unlock(&mutex);
  }
  /* The worker takes the requests in order: the tablespace is shrunk after
  the last index of the table is defragmented. */
  if (last)
  {
    /* INFORMATION_SCHEMA.INNODB_DEFRAGMENT reads it under the mutex */
    mysql_mutex_lock(&mutex);
    last->shrink= shrink;
    mysql_mutex_unlock(&mutex);
  }
  *culprit= nullptr;
  return nullptr;
}

/** The unfinished requests of the queue by table and index, for
defrag_sys_t::start(); each index has at most one. */
class defrag_index_map
{
  struct hash
  {
    size_t operator()(const std::pair<table_id_t, index_id_t> &k) const
    { return size_t(k.first * 0x9E3779B97F4A7C15ULL ^ k.second); }
  };
  std::unordered_map<std::pair<table_id_t, index_id_t>, defrag_request_t*,
                     hash> map;
public:
  /** Note an unfinished request. */
  void add(defrag_request_t *r) { map[{r->table_id, r->index_id}]= r; }
  /** @return the unfinished request for the index of r, or nullptr */
  defrag_request_t *find(const defrag_request_t &r) const
  {
    auto i= map.find({r.table_id, r.index_id});
    return i == map.end() ? nullptr : i->second;
  }
};

/** Give the shrink of each of some tables to the last unfinished request of
the table in the queue, so that each file is cut once, after every index of
the table is done. A table whose last request shrinks already is left alone.
@param queue     the queue
@param tables    the tables
@param owner     the session of the statement that asked for the shrink
@param query_id  its statement */
static void defrag_move_shrink(const UT_LIST_BASE_NODE_T(defrag_request_t)
                               &queue,
                               const std::unordered_set<table_id_t> &tables,
                               ulong owner, query_id_t query_id)
{
  std::unordered_map<table_id_t, defrag_request_t*> last;
  for (defrag_request_t *q= UT_LIST_GET_FIRST(queue); q;
       q= UT_LIST_GET_NEXT(list, q))
    if (q->runnable() && tables.count(q->table_id))
      last[q->table_id]= q;
  for (defrag_request_t *q= UT_LIST_GET_FIRST(queue); q;
       q= UT_LIST_GET_NEXT(list, q))
    if (q->runnable() && !q->shrinking && tables.count(q->table_id))
    {
      const defrag_request_t *l= last[q->table_id];
      if (l->shrinking)
        continue;
      q->shrink= q == l;
      /* a KILL of another statement must not drop this one's shrink */
      if (q == l && (q->owner != owner || q->query_id != query_id))
        q->kept= true;
    }
}

bool defrag_sys_t::walk_ahead(const defrag_request_t *q) const
{
  mysql_mutex_assert_owner(&mutex);
  return q != current && !q->stats_pending && !q->shrinking;
}

void defrag_sys_t::extend(defrag_request_t *q, defrag_request_t *r)
{
  ut_ad(walk_ahead(q));
  /* A request that has not started walking waits for purge up to the
  newer statement. */
  if (!q->positioned && r->purge_pending && q->purge_target < r->purge_target)
  {
    q->purge_pending= true;
    q->purge_target= r->purge_target;
    q->purge_since= std::max(q->purge_since, r->purge_since);
  }
  /* The walk goes on to the newer statement's last key: every row that the
  older statement saw and that still exists is below it. (The worker reads
  it in a step, without the mutex.) */
  if (r->end_key)
  {
    std::swap(q->end_key, r->end_key);
    std::swap(q->end_heap, r->end_heap);
    q->end_empty= false;
    /* for SECONDS_LEFT: the leaf pages up to the new end */
    q->leaf_pages_start= r->leaf_pages_start;
  }
}

void defrag_sys_t::absorb_followers(defrag_request_t *q)
{
  ut_ad(walk_ahead(q));
  q->followed= false;
  for (defrag_request_t *f= UT_LIST_GET_FIRST(queue), *next; f; f= next)
  {
    next= UT_LIST_GET_NEXT(list, f);
    if (f->state != DEFRAG_JOINED || !f->follow || f->joined != q)
      continue;
    extend(q, f);
    f->follow= false;
    if (!f->waited)
    {
      q->joiners--;
      q->kept= true;
      UT_LIST_REMOVE(queue, f);
      free_request(f);
    }
  }
}

void defrag_sys_t::settle_followers()
{
  mysql_mutex_assert_owner(&mutex);
  settle_due= false;
  defrag_index_map unfinished;
  bool looked= false;
  for (defrag_request_t *r= UT_LIST_GET_FIRST(queue), *next; r; r= next)
  {
    next= UT_LIST_GET_NEXT(list, r);
    if (r->state != DEFRAG_JOINED || !r->follow || !r->joined->finished())
      continue;
    defrag_request_t *q= r->joined;
    if (q->state != DEFRAG_DONE)
    {
      /* A waiting statement learns how q ended from wait(). */
      if (!r->waited)
      {
        q->joiners--;
        UT_LIST_REMOVE(queue, r);
        free_request(r);
      }
      continue;
    }
    if (!looked)
    {
      looked= true;
      for (defrag_request_t *u= UT_LIST_GET_FIRST(queue); u;
           u= UT_LIST_GET_NEXT(list, u))
        if (u->runnable())
          unfinished.add(u);
    }
    q->joiners--;
    r->joined= nullptr;
    r->follow= false;
    if (defrag_request_t *n= unfinished.find(*r))
    {
      /* Another statement queued the index again after q, or another
      follower of q was settled first: wait for that one instead. */
      r->joined= n;
      n->joiners++;
      if (!walk_ahead(n))
      {
        r->follow= true;
        n->followed= true;
        continue;
      }
      extend(n, r);
      /* What the statement asked for besides goes to n, as in start(). */
      if (r->pack)
        n->pack= true;
      if (r->shrink)
        defrag_move_shrink(queue, {r->table_id}, r->owner, r->query_id);
      if (!r->waited)
      {
        n->joiners--;
        n->kept= true;
        UT_LIST_REMOVE(queue, r);
        free_request(r);
      }
      continue;
    }
    /* IDs follow the order of the queue. */
    UT_LIST_REMOVE(queue, r);
    UT_LIST_ADD_LAST(queue, r);
    r->id= ++last_id;
    r->state= DEFRAG_QUEUED;
    unfinished.add(r);
  }
}

bool defrag_sys_t::settled(const defrag_request_t &r) const
{
  mysql_mutex_assert_owner(&mutex);
  /* The worker queues a follower of a request that is done next. */
  return r.work().finished() &&
    !(r.follow && r.joined->state == DEFRAG_DONE);
}

const char *defrag_sys_t::start(THD *thd, bool commit, char *failed,
                                size_t len)
{
  if (!initialized)
    return commit ? "InnoDB is read-only or shutting down" : nullptr;
  const ulong owner= thd_get_thread_id(thd);
  const char *why= nullptr;
  char joined_what[MAX_FULL_NAME_LEN + NAME_LEN + 64];
  char again_what[MAX_FULL_NAME_LEN + NAME_LEN + 64];
  ulonglong joined_id= 0, again_id= 0;
  ulint n_joined= 0, n_again= 0, n_cancelled_async= 0;
  std::unordered_set<table_id_t> shrink_tables;
  defrag_index_map unfinished;
  mysql_mutex_lock(&mutex);
  if (commit && !active)
  {
    why= "InnoDB is read-only or shutting down";
    if (failed)
      strmake(failed, "InnoDB", len - 1);
  }
  else if (commit)
    for (defrag_request_t *q= UT_LIST_GET_FIRST(queue); q;
         q= UT_LIST_GET_NEXT(list, q))
      if (q->runnable())
        unfinished.add(q);

  bool queued= false;
  for (defrag_request_t *r= UT_LIST_GET_FIRST(queue), *next; r; r= next)
  {
    next= UT_LIST_GET_NEXT(list, r);
    if (r->state != DEFRAG_PREPARED || r->owner != owner)
      continue;
    if (!commit || why)
    {
      UT_LIST_REMOVE(queue, r);
      free_request(r);
      continue;
    }
    if (r->query_id < cancel_all_before)
    {
      /* innodb_defragment_cancel_all came after the statement began:
      the request is seen, and ends at once. */
      UT_LIST_REMOVE(queue, r);
      UT_LIST_ADD_LAST(queue, r);
      r->id= ++last_id;
      r->state= DEFRAG_QUEUED;
      /* A waiting statement learns it from wait(); an ASYNC one here. */
      n_cancelled_async+= !r->waited;
      finish(r, DEFRAG_CANCELLED, defrag_cancelled_all);
      continue;
    }
    if (r->shrink)
      shrink_tables.insert(r->table_id);
    if (defrag_request_t *q= unfinished.find(*r))
    {
      /* The work is queued already (by another statement, or earlier in
      this one): join it rather than walk the index twice. */
      const bool own= q->owner == owner && q->query_id == r->query_id;
      if (walk_ahead(q))
        extend(q, r);
      else if (!own && r->end_key)
      {
        /* The index had rows that the walk of q may not reach: r waits
        for the step of q, or for q, and may walk the index itself. */
        r->state= DEFRAG_JOINED;
        r->joined= q;
        r->follow= true;
        q->joiners++;
        q->followed= true;
        /* A walk again is the statement's last work on the table: the file
        is cut after it too; and after the statement's other walks of the
        table, as without a walk again (q may not end done). */
        r->shrink|= r->pack;
        if (r->pack)
          shrink_tables.insert(r->table_id);
        if (q->stats_pending || q->shrinking)
        {
          if (!n_again++)
          {
            defrag_describe(*q, again_what, sizeof again_what);
            again_id= q->id;
          }
          continue;
        }
      }
      /* The shrink moves to the table's last request: pack for it. */
      if (r->pack)
        q->pack= true;
      if (!own && !n_joined++)
      {
        defrag_describe(*q, joined_what, sizeof joined_what);
        joined_id= q->id;
      }
      if (r->follow)
        continue;
      if (r->waited && !own)
      {
        r->state= DEFRAG_JOINED;
        r->joined= q;
        q->joiners++;
      }
      else
      {
        q->kept|= !own;
        UT_LIST_REMOVE(queue, r);
        free_request(r);
      }
    }
    else
    {
      /* IDs follow the order of the queue. */
      UT_LIST_REMOVE(queue, r);
      UT_LIST_ADD_LAST(queue, r);
      r->id= ++last_id;
      r->state= DEFRAG_QUEUED;
      unfinished.add(r);
      queued= true;
    }
  }
  if (!shrink_tables.empty())
    defrag_move_shrink(queue, shrink_tables, owner, thd_query_id(thd));
  if (queued)
    pthread_cond_broadcast(&cond);
  mysql_mutex_unlock(&mutex);
  if (n_joined)
    push_warning_printf(thd, Sql_condition::WARN_LEVEL_NOTE,
                        ER_DEFRAGMENT_NOTE,
                        n_joined == 1
                        ? "%s is queued already as request %llu: this"
                          " statement joins it"
                        : "%s is queued already as request %llu, and %lu"
                          " more: this statement joins them",
                        joined_what, joined_id, ulong(n_joined - 1));
  if (n_again)
    push_warning_printf(thd, Sql_condition::WARN_LEVEL_NOTE,
                        ER_DEFRAGMENT_NOTE,
                        n_again == 1
                        ? "%s was walked already by request %llu: this"
                          " statement walks it again once that request is done"
                        : "%s was walked already by request %llu, and %lu"
                          " more: this statement walks them again once those"
                          " requests are done",
                        again_what, again_id, ulong(n_again - 1));
  if (n_cancelled_async)
    push_warning_printf(thd, Sql_condition::WARN_LEVEL_WARN,
                        ER_CANNOT_DEFRAGMENT,
                        "%lu defragmentation requests of this statement were"
                        " %s", ulong(n_cancelled_async), defrag_cancelled_all);
  return why;
}

const char *defrag_sys_t::wait(THD *thd, bool (*stop_waiting)(void*),
                               void *arg, char *failed, size_t len)
{
  const ulong owner= thd_get_thread_id(thd);
  const query_id_t query_id= thd_query_id(thd);
  auto mine= [owner, query_id](const defrag_request_t &r)
  { return r.waited && r.owner == owner && r.query_id == query_id; };
  if (!initialized)
    return nullptr;

  mysql_mutex_lock(&mutex);
  /* Some requests may have finished already. */
  ulint total= 0;
  for (auto *list : {&queue, &history})
    for (defrag_request_t *r= UT_LIST_GET_FIRST(*list); r;
         r= UT_LIST_GET_NEXT(list, r))
      total+= mine(*r) && r->state != DEFRAG_PREPARED;
  if (!total)
  {
    mysql_mutex_unlock(&mutex);
    return nullptr;
  }
  n_waiters++;
  static const char *const defragmenting= "Defragmenting indexes";
  static const char *const purging= "Waiting for purge";
  static const char *const paused= "Defragmentation paused";
  const char *proc_info= thd_proc_info(thd, defragmenting);
  const char *stage_info= defragmenting;
  thd_progress_init(thd, uint(total));
  ulint stage= 0;
  const char *why= nullptr;
  bool detach= false;

  for (;;)
  {
    /* Progress: one stage a request, counted in leaf pages visited. */
    ulint left= 0, visited= 0, leaf_pages= 1;
    bool purge= false;
    for (defrag_request_t *r= UT_LIST_GET_FIRST(queue); r;
         r= UT_LIST_GET_NEXT(list, r))
      if (mine(*r) && !settled(*r) && !left++)
      {
        /* A statement that is to walk the index again has walked nothing
        yet. */
        const defrag_request_t &w= r->follow ? *r : r->work();
        visited= w.pages_visited;
        leaf_pages= std::max(w.leaf_pages_start, visited + 1);
        purge= w.purge_waiting;
      }
    if (!left)
      break;
    /* Any kill ends the wait, also a soft one: max_statement_time, whose
    state a later KILL QUERY cannot replace, and KILL SOFT QUERY. */
    if (const auto level= thd_kill_level(thd))
    {
      /* Cancel our own work, unless another statement joined it and waits
      for it; leave the work we joined to its owner. */
      why= "interrupted";
      for (defrag_request_t *r= UT_LIST_GET_FIRST(queue), *next; r; r= next)
      {
        next= UT_LIST_GET_NEXT(list, r);
        if (mine(*r) && r->runnable() && !r->joiners && !r->kept)
          finish(r, DEFRAG_CANCELLED, level == THD_ABORT_ASAP
                 ? "cancelled by KILL"
                 : "cancelled: the statement ran out of max_statement_time "
                 "or was killed with KILL SOFT");
      }
      break;
    }
    if (detach)
    {
      why= "detached";
      break;
    }
    const bool held= pause;
    mysql_mutex_unlock(&mutex);
    for (; stage < total - left; stage++)
      thd_progress_next_stage(thd);
    const char *now_info= held ? paused : purge ? purging : defragmenting;
    if (now_info != stage_info)
      thd_proc_info(thd, stage_info= now_info);
    thd_progress_report(thd, visited, leaf_pages);
    detach= stop_waiting && stop_waiting(arg);
    mysql_mutex_lock(&mutex);
    if (!detach)
    {
      timespec abstime;
      set_timespec_nsec(abstime, DEFRAG_WAIT_POLL);
      my_cond_timedwait(&cond, &mutex.m_mutex, &abstime);
    }
  }

  /* Report the first request that did not end well; one that was
  cancelled during a step is still in the queue. */
  const defrag_request_t *first_failed= nullptr;
  const defrag_request_t *first_note= nullptr;
  for (auto *list : {&history, &queue})
    for (defrag_request_t *r= UT_LIST_GET_FIRST(*list); r;
         r= UT_LIST_GET_NEXT(list, r))
    {
      if (!mine(*r))
        continue;
      const defrag_request_t &w= r->work();
      if (!w.finished())
        continue;
      if (w.state != DEFRAG_DONE &&
          (!first_failed || w.id < first_failed->id))
        first_failed= &w;
      else if (w.state == DEFRAG_DONE && (w.stats_note || w.purge_note) &&
               (!first_note || w.id < first_note->id))
        first_note= &w;
    }
  if (first_failed && !why)
  {
    why= first_failed->message;
    if (failed)
      defrag_describe(*first_failed, failed, len);
  }
  char note[MAX_FULL_NAME_LEN + NAME_LEN + 64];
  const char *note_why= first_note && !why
    ? (first_note->stats_note ? first_note->stats_note
       : first_note->purge_note)
    : nullptr;
  if (note_why)
    defrag_describe(*first_note, note, sizeof note);
  /* The session forgets its requests; a killed request may still be in the
  queue until the worker ends its step. Joined requests go away. */
  for (auto *list : {&queue, &history})
    for (defrag_request_t *r= UT_LIST_GET_FIRST(*list), *next; r; r= next)
    {
      next= UT_LIST_GET_NEXT(list, r);
      if (!mine(*r))
        continue;
      if (r->joined && !(r->follow && detach))
      {
        r->joined->joiners--;
        UT_LIST_REMOVE(*list, r);
        free_request(r);
      }
      else
      {
        /* A detached statement's walk goes on in the background. */
        r->waited= false;
        settle_due|= r->follow;
      }
    }
  n_waiters--;
  pthread_cond_broadcast(&cond);
  mysql_mutex_unlock(&mutex);
  thd_progress_end(thd);
  thd_proc_info(thd, proc_info);
  if (note_why)
    push_warning_printf(thd, Sql_condition::WARN_LEVEL_WARN,
                        ER_CANNOT_DEFRAGMENT, "%s: %s", note, note_why);
  return why;
}

void defrag_sys_t::finish(defrag_request_t *r, btr_defragment_state state,
                          const char *message)
{
  mysql_mutex_assert_owner(&mutex);
  ut_ad(!r->finished());
  ut_ad(state >= DEFRAG_DONE);
  r->state= state;
  r->message= message;
  if (r->purge_waiting)
    purge_waiters--;
  r->purge_waiting= false;
  /* The worker retires its current request after the step. */
  if (r != current)
    retire(r);
  pthread_cond_broadcast(&cond);
}

void defrag_sys_t::retire(defrag_request_t *r)
{
  mysql_mutex_assert_owner(&mutex);
  ut_ad(r->finished());
  ut_ad(r != current);
  r->end_time= time(nullptr);
  r->end_ns= my_interval_timer();
  UT_LIST_REMOVE(queue, r);
  UT_LIST_ADD_LAST(history, r);
  /* Statements that came after its walk may walk the index now. */
  settle_due|= r->joiners != 0;
  /* Forget the oldest, unless a session still waits for them. */
  for (defrag_request_t *h= UT_LIST_GET_FIRST(history), *next;
       h && UT_LIST_GET_LEN(history) > DEFRAG_HISTORY; h= next)
  {
    next= UT_LIST_GET_NEXT(list, h);
    if (!h->waited && !h->joiners)
    {
      UT_LIST_REMOVE(history, h);
      free_request(h);
    }
  }
}

void defrag_sys_t::remove_table(table_id_t table_id)
{
  if (!initialized)
    return;
  mysql_mutex_lock(&mutex);
  for (defrag_request_t *r= UT_LIST_GET_FIRST(queue), *next; r; r= next)
  {
    next= UT_LIST_GET_NEXT(list, r);
    if (r->table_id == table_id && r->runnable())
      finish(r, DEFRAG_CANCELLED, defrag_gone);
  }
  mysql_mutex_unlock(&mutex);
}

void defrag_sys_t::quiesce(table_id_t table_id)
{
  if (!initialized)
    return;
  /* The caller set table->quiesce before: a step that starts after this
  sees it. Wait for a step that may have started before. */
  mysql_mutex_lock(&mutex);
  while (current && current->table_id == table_id)
    my_cond_wait(&cond, &mutex.m_mutex);
  mysql_mutex_unlock(&mutex);
}

void defrag_sys_t::wake()
{
  if (!initialized)
    return;
  mysql_mutex_lock(&mutex);
  pthread_cond_broadcast(&cond);
  mysql_mutex_unlock(&mutex);
}

bool defrag_sys_t::cancel(ulonglong id)
{
  if (!initialized)
    return false;
  bool found= false;
  mysql_mutex_lock(&mutex);
  for (defrag_request_t *r= UT_LIST_GET_FIRST(queue); r;
       r= UT_LIST_GET_NEXT(list, r))
    if (r->id == id && r->runnable())
    {
      finish(r, DEFRAG_CANCELLED, "cancelled by innodb_defragment_cancel");
      found= true;
      break;
    }
  mysql_mutex_unlock(&mutex);
  return found;
}

ulint defrag_sys_t::cancel_all(THD *thd)
{
  if (!initialized)
    return 0;
  ulint n= 0;
  mysql_mutex_lock(&mutex);
  /* Statements that began before this one: start() cancels what they
  prepared and have not queued yet, or prepare later. */
  cancel_all_before= std::max<int64_t>(cancel_all_before, thd_query_id(thd));
  for (defrag_request_t *r= UT_LIST_GET_FIRST(queue), *next; r; r= next)
  {
    /* finish() may move r to the history. */
    next= UT_LIST_GET_NEXT(list, r);
    if (r->runnable())
    {
      finish(r, DEFRAG_CANCELLED, defrag_cancelled_all);
      n++;
    }
  }
  mysql_mutex_unlock(&mutex);
  return n;
}

/** A value of innodb_defragment_max_runtime_pct as a cap.
@param pct  the value
@return the cap, in % (1 to 100) */
static uint defrag_cap(uint pct)
{
  return std::max(std::min(pct, 100U), 1U);
}

/** The rest after a step, for innodb_defragment_max_runtime_pct: in
proportion to the work, so that work / (work + rest) never exceeds the cap,
whatever the length of a step.
@param busy  time worked in the step, in ns
@param pct   the cap, in %
@return the rest, in ns */
static ulonglong defrag_rest(ulonglong busy, uint pct)
{
  pct= defrag_cap(pct);
  return busy * (100 - pct) / pct;
}

/** The share of a time span that was work, rounded; at least 1 if there
was any, so that only a span without work reads 0.
@param busy     time worked, in ns
@param elapsed  the span, in ns (not 0)
@return the share in %, at most 100 */
static ulint defrag_share(ulonglong busy, ulonglong elapsed)
{
  const ulonglong pct= (busy * 100 + elapsed / 2) / elapsed;
  return ulint(std::min(pct ? pct : ulonglong{busy != 0}, ulonglong{100}));
}

void defrag_sys_t::close_window()
{
  mysql_mutex_assert_owner(&mutex);
  last_pct= defrag_share(window_busy, rest_until - window_start);
  window_start= rest_until;
  window_busy= 0;
}

void defrag_sys_t::account(ulonglong start, ulonglong end, ulonglong busy)
{
  mysql_mutex_assert_owner(&mutex);
  last_step_start= start;
  last_step_end= end;
  last_busy= busy;
  last_idle= idle;
  /* An idle server does not need the rest. */
  const uint cap= idle ? 100U : defrag_cap(max_runtime_pct);
  rest_until= end + defrag_rest(busy, cap);
  /* A window holds the steps of one cap: one begun under another (or
  unthrottled) ends where this step begins, so that a rest is never
  measured with the work of another cap */
  if (cap != window_cap && start > window_start)
  {
    if (window_busy)
      last_pct= defrag_share(window_busy, start - window_start);
    window_start= start;
    window_busy= 0;
  }
  window_cap= cap;
  /* A window ends where a rest ends, so that it holds whole steps with
  their own rests and waits: the share of the cap, whatever the lengths. */
  window_busy+= busy;
  if (rest_until - window_start >= DEFRAG_WINDOW)
    close_window();
}

void defrag_sys_t::set_max_runtime_pct(uint pct)
{
  if (!initialized)
  {
    max_runtime_pct= pct;
    return;
  }
  mysql_mutex_lock(&mutex);
  max_runtime_pct= pct;
  /* A rest under way is the new cap's: a higher cap ends it sooner, a lower
  one makes it longer. None is made where none is under way. */
  const ulonglong now= my_interval_timer();
  if (!last_idle && now < rest_until)
  {
    /* A rest already longer than the new cap's ends now */
    rest_until= std::max(last_step_end + defrag_rest(last_busy, pct), now);
    window_cap= defrag_cap(pct);
    /* The window that the rest ends holds the last step alone (the steps of
    one cap), measured to the rest's new end */
    window_start= last_step_start;
    window_busy= last_busy;
    close_window();
    pthread_cond_broadcast(&cond);
  }
  mysql_mutex_unlock(&mutex);
}

bool defrag_sys_t::server_idle(ulonglong now)
{
  mysql_mutex_assert_not_owner(&mutex);
  /* Any statement of any session, replication included, takes a query id;
  a few a window (monitoring, the one that waits for this work) are
  allowed. */
  const int64_t query_id= get_query_id();
  if (query_id - idle_window_query_id > DEFRAG_IDLE_QUERIES)
  {
    /* Load: throttled at once, and for at least a whole quiet window. */
    idle_window_start= now;
    idle_window_query_id= query_id;
    idle_window_quiet= false;
    return false;
  }
  if (now - idle_window_start < DEFRAG_IDLE_WINDOW)
    return idle_window_quiet;
  /* A quiet window ended. The rest is looked at once a window, not every
  step: any_active_transactions() walks every transaction object. A purge
  backlog that drains is not load; one that grows is. */
  idle_window_start= now;
  idle_window_query_id= query_id;
  const size_t history= trx_sys.history_size_approx();
  const bool purge_behind= history > idle_history;
  idle_history= history;
  idle_window_quiet= !purge_behind && !trx_sys.any_active_transactions() &&
    UT_LIST_GET_LEN(buf_pool.flush_list) * 100 <
    ulint(srv_max_buf_pool_modified_pct) * buf_pool.curr_size();
  return idle_window_quiet;
}

ulint defrag_sys_t::runtime_pct()
{
  if (!initialized)
    return 0;
  mysql_mutex_lock(&mutex);
  const ulonglong now= my_interval_timer();
  ulint pct;
  if (!current && now - last_step_end >= DEFRAG_WINDOW &&
      (pause || !UT_LIST_GET_LEN(queue) || now >= rest_until))
    /* No step for a whole window, and the cap is not what holds the
    worker back: idle. */
    pct= 0;
  else if (now > window_start && now - window_start >= DEFRAG_WINDOW)
    /* No rest has ended a window for a second (a long step, or waits for
    innodb_defragment_frequency or purge): the window so far, without the
    work of a step under way, which is counted when it ends. */
    pct= defrag_share(window_busy, now - window_start);
  else
    /* The last window, ended by the rest under way or one before it */
    pct= last_pct;
  mysql_mutex_unlock(&mutex);
  return pct;
}

defrag_request_t *defrag_sys_t::pick(ulonglong now, ulonglong *wake)
{
  mysql_mutex_assert_owner(&mutex);
  *wake= ~0ULL;
  if (pause)
    return nullptr;
  /* One request at a time, in the order of the queue, paced by
  innodb_defragment_frequency; a request that could not run lets the
  next ones go first until its retry is due. */
  look_at_purge(now);
  if (pause || stopping)
    return nullptr;
  for (defrag_request_t *r= UT_LIST_GET_FIRST(queue); r;
       r= UT_LIST_GET_NEXT(list, r))
  {
    if (!r->runnable())
      continue;
    /* A request that waits for purge lets the next ones go first, except
    the one that shrinks its table: the file is cut after every index. */
    if (r->purge_pending && purge_wait(r, now, wake))
      continue;
    if (r->shrink && !r->shrinking && table_waits_for_purge(r))
      continue;
    if (r->not_before <= now)
      return r;
    *wake= std::min(*wake, r->not_before);
    if (!r->retrying)
      break;
  }
  return nullptr;
}

void defrag_sys_t::run()
{
  my_thread_init();
  THD *thd= innobase_create_background_thd("InnoDB defragment");
  set_current_thd(thd);
  /* Its only lock waits are for the statistics tables (save_stats()),
  inside a step, which holds the table's metadata lock and the queue. */
  thd_lock_wait_timeout(thd)= 1;

  mysql_mutex_lock(&mutex);
  while (!stopping)
  {
    if (settle_due)
      settle_followers();
    const ulonglong now= my_interval_timer();
    ulonglong wake;
    defrag_request_t *r= now < rest_until ? nullptr : pick(now, &wake);
    if (!r)
    {
      /* pick() may have released the mutex (look_at_purge()): a close()
      meanwhile has signalled already */
      if (stopping)
        break;
      if (now < rest_until)
        wake= rest_until;
      if (wake == ~0ULL)
        my_cond_wait(&cond, &mutex.m_mutex);
      else
      {
        timespec abstime;
        set_timespec_nsec(abstime, wake - now);
        my_cond_timedwait(&cond, &mutex.m_mutex, &abstime);
      }
      continue;
    }

    current= r;
    /* A throttle that the DBA set is always honoured. */
    const bool may_pace= pace_by_load &&
      defrag_throttles_default(max_runtime_pct);
    r->state= DEFRAG_RUNNING;
    if (!r->start_time)
    {
      r->start_time= time(nullptr);
      r->start_ns= now;
    }
    mysql_mutex_unlock(&mutex);
    /* Not under the mutex: server_idle() may walk every transaction, and
    sessions that queue or wait must not wait for that. */
    idle= may_pace && server_idle(now);

    ulonglong busy= 0;
    const char *message= nullptr;
    step_result result= step(r, thd, &busy, &message);

    const ulonglong end= my_interval_timer();
    mysql_mutex_lock(&mutex);
    account(now, end, busy);
    /* innodb_defragment_frequency counts from the start of a step. */
    r->retrying= result == STEP_BUSY;
    r->not_before= r->retrying
      ? end + DEFRAG_RETRY : idle ? end : now + srv_defragment_interval;
    /* The index is done; the tablespace is next. A statement that joined
    this request may have asked for the shrink during the step. */
    if (result == STEP_DONE && r->shrink && !r->shrinking)
    {
      r->shrinking= true;
      result= STEP_MORE;
      r->not_before= end;
    }
    /* KILL, DROP or innodb_defragment_cancel may have ended it meanwhile. */
    if (!r->finished())
    {
      r->message= result != STEP_DONE ? message
        : r->done_note ? r->done_note
        : r->stats_note ? r->stats_note : r->purge_note;
      if (result == STEP_DONE)
        r->state= DEFRAG_DONE;
      else if (result == STEP_FAILED)
      {
        r->state= DEFRAG_FAILED;
        btr_defragment_failures++;
      }
      else if (result == STEP_GONE)
        r->state= DEFRAG_CANCELLED;
    }
    current= nullptr;
    if (r->finished())
      retire(r);
    else if (r->followed && walk_ahead(r))
      absorb_followers(r);
    pthread_cond_broadcast(&cond);
  }
  mysql_mutex_unlock(&mutex);

  set_current_thd(nullptr);
  destroy_background_thd(thd);
  my_thread_end();
}

/** Open a table for a step without waiting for a metadata lock.
@param table_id  the table
@param thd       the worker's session
@param mdl       out: the metadata lock to release, or nullptr
@param why       out: why the table cannot be used, when nullptr is returned
@param retry     out: whether to try again later, when nullptr is returned
@return the table (to close with dict_table_close()), or nullptr */
static dict_table_t *defrag_open_table(table_id_t table_id, THD *thd,
                                       MDL_ticket **mdl, const char **why,
                                       bool *retry)
{
  *mdl= nullptr;
  *retry= false;
  *why= nullptr;
  dict_table_t *table;
  for (;;)
  {
    dict_sys.freeze(SRW_LOCK_CALL);
    if ((table= dict_sys.find_table(table_id)))
      break;
    dict_sys.unfreeze();
    dict_sys.lock(SRW_LOCK_CALL);
    table= dict_load_table_on_id(table_id, DICT_ERR_IGNORE_FK_NOKEY);
    dict_sys.unlock();
    if (!table)
    {
      *why= defrag_gone;
      return nullptr;
    }
    /* The table may have been evicted again: look it up once more. */
  }

  char db[NAME_LEN + 1], tbl[NAME_LEN + 1];
  size_t db_len, tbl_len;
  if (!table->is_readable() || table->corrupted)
  {
    *why= "the tablespace is missing, corrupted or cannot be read";
    table= nullptr;
  }
  else if (!table->parse_name<true>(db, tbl, &db_len, &tbl_len))
  {
    /* An intermediate #sql table of a copying ALTER TABLE has no MDL of
    its own: holding it could make its final drop time out. */
    *why= "waiting: the table is being renamed by ALTER TABLE";
    *retry= true;
    table= nullptr;
  }
  else
  {
    /* SH is compatible with a pending exclusive request, so that a DDL
    waiting behind a statement that waits for us cannot block us; it is
    refused while the exclusive lock is held. */
    MDL_request request;
    MDL_REQUEST_INIT(&request, MDL_key::TABLE, db, tbl,
                     MDL_SHARED_HIGH_PRIO, MDL_EXPLICIT);
    if (thd->mdl_context.try_acquire_lock(&request) || !request.ticket)
    {
      *why= "waiting for a DDL that holds the table";
      *retry= true;
      table= nullptr;
    }
    else
    {
      *mdl= request.ticket;
      table->acquire();
    }
  }
  dict_sys.unfreeze();
  return table;
}

/** Read the pages of the next step into the buffer pool, latching one leaf
page at a time and not the index, so that the step itself, which holds the
index latch exclusively, does not wait for the disk.
@param pcur     the cursor where the step starts
@param index    the index
@param n_pages  the number of pages the step looks at */
static void defrag_read_ahead(btr_pcur_t *pcur, dict_index_t *index,
                              uint n_pages)
{
  mtr_t mtr;
  mtr.start();
  if (pcur->restore_position(BTR_SEARCH_LEAF, &mtr) != btr_pcur_t::CORRUPTED)
    for (buf_block_t *block= btr_pcur_get_block(pcur); n_pages--; )
    {
      const uint32_t next= btr_page_get_next(block->page.frame);
      if (next == FIL_NULL)
        break;
      buf_block_t *b= btr_block_get(*index, next, RW_S_LATCH, false, &mtr);
      mtr.release(*block);
      if (!b)
        break;
      block= b;
    }
  mtr.commit();
}

defrag_sys_t::step_result
defrag_sys_t::save_stats(defrag_request_t *r, dict_index_t *index, THD *thd,
                         const char **message)
{
  /* dict_stats::open() would wait for the MDL of the statistics tables;
  take them first without waiting, so that it finds them granted. */
  MDL_ticket *mdl[2]= {nullptr, nullptr};
  static const char *const tables[2]=
    {"innodb_table_stats", "innodb_index_stats"};
  for (int i= 0; i < 2; i++)
  {
    MDL_request request;
    MDL_REQUEST_INIT(&request, MDL_key::TABLE, "mysql", tables[i],
                     MDL_SHARED, MDL_EXPLICIT);
    if (thd->mdl_context.try_acquire_lock(&request) || !request.ticket)
    {
      if (mdl[0])
        thd->mdl_context.release_lock(mdl[0]);
      *message= "waiting to save statistics: a DDL holds mysql.innodb_*_stats";
      return STEP_BUSY;
    }
    mdl[i]= request.ticket;
  }

  /* The counters of the index object are lost when the table is evicted;
  the request keeps its own. */
  index->stat_defrag_n_pages_freed= r->pages_freed;
  dict_stats_empty_defrag_stats(index);
  /* The worker waits at most a second for a lock on the statistics tables
  (run()); a transaction that holds one makes the request try again later,
  without the table's metadata lock or the worker held meanwhile. */
  dberr_t err= dict_stats_save_defrag_stats(index);
  if (err == DB_SUCCESS)
    err= dict_stats_save_defrag_summary(index, thd);
  thd->mdl_context.release_lock(mdl[1]);
  thd->mdl_context.release_lock(mdl[0]);
  if (err == DB_LOCK_WAIT_TIMEOUT || err == DB_DEADLOCK)
  {
    /* Try again for innodb_lock_wait_timeout in all, then give up the
    statistics rather than the request. */
    const ulonglong now= my_interval_timer();
    if (!r->stats_locked_since)
      r->stats_locked_since= now;
    if (now - r->stats_locked_since <
        thd_lock_wait_timeout(nullptr) * 1000000000ULL)
    {
      *message= "waiting to save statistics: a transaction holds a lock on "
        "mysql.innodb_table_stats or mysql.innodb_index_stats";
      return STEP_BUSY;
    }
    r->stats_note= "statistics not saved: mysql.innodb_*_stats stayed locked "
      "for innodb_lock_wait_timeout";
    ib::warn() << "Defragmentation statistics of table " << index->table->name
               << " index " << index->name() << " not saved: "
               << "mysql.innodb_table_stats or mysql.innodb_index_stats "
               << "stayed locked for innodb_lock_wait_timeout";
  }
  else if (err != DB_SUCCESS)
    ib::warn() << "Saving defragmentation statistics for table "
               << index->table->name << " index " << index->name()
               << " failed with error " << err;
  r->stats_pending= false;
  return STEP_DONE;
}

defrag_sys_t::step_result
defrag_sys_t::step_pages(defrag_request_t *r, dict_index_t *index, THD *thd,
                         ulonglong *busy_ns, const char **message)
{
  ulonglong start= my_interval_timer();
  mtr_t mtr;
  log_free_check();

  if (!r->positioned && r->end_empty)
  {
    /* The index had no record when the request was made. */
    r->stats_pending= true;
    return save_stats(r, index, thd, message);
  }
  if (!r->positioned)
  {
    /* Start on the first leaf page, unless the root is the only page. */
    mtr.start();
    dberr_t err= r->pcur.open_leaf(true, index, BTR_SEARCH_LEAF, &mtr);
    const bool root_only= err == DB_SUCCESS &&
      btr_pcur_get_block(&r->pcur)->page.id().page_no() == index->page;
    if (err == DB_SUCCESS && !root_only)
    {
      btr_pcur_move_to_next(&r->pcur, &mtr);
      btr_pcur_store_position(&r->pcur, &mtr);
    }
    mtr.commit();
    r->pages_visited= 1;
    DBUG_EXECUTE_IF("ib_defragment_slow_position", my_sleep(1000000););
    *busy_ns+= my_interval_timer() - start;
    if (err != DB_SUCCESS)
    {
      *message= "a page of the index could not be read";
      return STEP_FAILED;
    }
    if (root_only)
    {
      r->stats_pending= true;
      return save_stats(r, index, thd, message);
    }
    r->positioned= true;
    /* The positioning has been counted as work */
    start= my_interval_timer();
  }

  const uint n_pages= step_pages_n();
  defrag_read_ahead(&r->pcur, index, n_pages);
  *busy_ns+= my_interval_timer() - start;

  mtr.start();
  index->set_modified(mtr);
  /* To follow the latching order defined in WL#6326, acquire index->lock
  X-latch. This entitles us to acquire page latches in any order. */
  mtr_x_lock_index(index, &mtr);
  /* Time spent waiting for the latch is not work. */
  const ulonglong latched= my_interval_timer();
  DBUG_EXECUTE_IF("ib_defragment_long_step", my_sleep(200000););
  /* The cached index object may have been evicted and loaded again. */
  r->pcur.btr_cur.page_cur.index= index;
  btr_defragment_result_t res{};
  buf_block_t *last_block= nullptr;
  if (r->pcur.restore_position(BTR_PURGE_TREE_ALREADY_LATCHED, &mtr)
      == btr_pcur_t::CORRUPTED)
    res.err= DB_CORRUPTION;
  else
    last_block= btr_defragment_n_pages(btr_pcur_get_block(&r->pcur), index,
                                       n_pages, defrag_fill(r->pack, *index),
                                       &mtr, &res);
  DBUG_EXECUTE_IF("ib_defragment_merge_fail",
                  res.err= DB_CORRUPTION; last_block= nullptr;);
  /* whether the walk is over: the last page, or the last key that the
  index had when the request was made */
  bool walked= !last_block;
  if (last_block)
  {
    /* Place the cursor on the last record of the last page processed. */
    const rec_t *rec= page_rec_get_prev(page_get_supremum_rec(
                                          buf_block_get_frame(last_block)));
    if (rec && page_rec_is_user_rec(rec))
    {
      page_cur_position(rec, last_block, btr_pcur_get_page_cur(&r->pcur));
      walked= defrag_past_end(*r, rec, *index);
    }
    btr_pcur_store_position(&r->pcur, &mtr);
  }
  mtr.commit();
  *busy_ns+= my_interval_timer() - latched;

  r->pages_visited+= res.visited;
  r->pages_merged+= res.merged;
  r->pages_freed+= res.freed;
  r->records_moved+= res.moved;
  if (res.none_freed)
    steps_no_page_freed++;

  if (res.err != DB_SUCCESS)
  {
    *message= res.err == DB_CORRUPTION
      ? "the index is corrupted (run CHECK TABLE)"
      : "a page of the index could not be read or merged";
    return STEP_FAILED;
  }
  if (!walked)
    return STEP_MORE;
  r->stats_pending= true;
  const ulonglong saving= my_interval_timer();
  step_result result= save_stats(r, index, thd, message);
  *busy_ns+= my_interval_timer() - saving;
  return result;
}

defrag_sys_t::step_result
defrag_sys_t::step_shrink(defrag_request_t *r, dict_table_t *table,
                          ulonglong *busy_ns, const char **message)
{
  const ulonglong start= my_interval_timer();
  dberr_t err= DB_SUCCESS;
  step_result result= STEP_MORE;
  if (!r->sh.size_start)
    err= r->sh.start(table);
  else if (!r->sh.walked())
  {
    log_free_check();
    err= r->sh.step(table, step_pages_n());
  }
  else
  {
    log_free_check();
    /* bounded steps: at most innodb_defragment_n_pages extents each */
    err= r->sh.cut(table, idle ? BTR_SHRINK_CUT_MAX_EXTENTS
                   : uint32_t(srv_defragment_n_pages));
    if (err == DB_FAIL && ++r->shrink_retries < 3)
      /* Pages were allocated at the end of the file meanwhile: walk again */
      err= r->sh.start(table);
    else if (err == DB_FAIL)
    {
      r->done_note= "the file was not shrunk: pages at its end were taken again";
      err= DB_SUCCESS;
      result= STEP_DONE;
    }
    else if (err == DB_SUCCESS && r->sh.cut_done())
      result= STEP_DONE;
    if (result == STEP_DONE)
    {
      char what[MAX_FULL_NAME_LEN + NAME_LEN + 64];
      defrag_sys_t::describe(*table, nullptr, what, sizeof what);
      sql_print_information("InnoDB: shrink of %s: %zu pages moved, %u -> %u"
                            " pages in %zu cuts; the highest page that"
                            " stayed: %u (%s)",
                            what, size_t{r->sh.moved},
                            r->sh.size_start, r->sh.size_end,
                            size_t{r->sh.cuts}, r->sh.stuck,
                            r->sh.stuck_why ? r->sh.stuck_why : "none");
      /* Say in INNODB_DEFRAGMENT.MESSAGE what kept the file from shrinking
      further, or at all. */
      if (r->done_note);
      else if (!r->sh.freed)
      {
        snprintf(r->done_note_buf, sizeof r->done_note_buf,
                 "the file was not shrunk: page %u stays (%s)", r->sh.stuck,
                 r->sh.stuck_why ? r->sh.stuck_why : "in use");
        r->done_note= r->done_note_buf;
      }
      else if (r->sh.stuck_why)
      {
        snprintf(r->done_note_buf, sizeof r->done_note_buf,
                 "the file was cut to %u pages; page %u stays (%s)",
                 r->sh.size_end, r->sh.stuck, r->sh.stuck_why);
        r->done_note= r->done_note_buf;
      }
    }
  }
  *busy_ns+= my_interval_timer() - start;
  if (result == STEP_MORE)
    *message= r->sh.walked()
      ? "shrinking: cutting the file"
      : "shrinking: moving pages nearer the start of the file";
  if (err != DB_SUCCESS)
  {
    sql_print_warning("InnoDB: the shrink of %s stopped: %s",
                      table->name.m_name, ut_strerr(err));
    *message= err == DB_CORRUPTION
      ? "shrink: the index is corrupted (run CHECK TABLE)"
      : err == DB_TABLESPACE_NOT_FOUND
      ? "shrink: the table's file could not be opened to cut it"
      : "shrink: a page could not be read or moved";
    return STEP_FAILED;
  }
  return result;
}

uint defrag_sys_t::step_pages_n() const
{
  /* innodb_defragment_pace_by_load: an idle server takes the most pages */
  return idle ? uint{BTR_DEFRAGMENT_MAX_N_PAGES}
    : std::min(srv_defragment_n_pages, uint{BTR_DEFRAGMENT_MAX_N_PAGES});
}


/** @return the transaction number before which purge has processed every
committed transaction */
static trx_id_t defrag_purge_reached()
{
  /* No history left: every transaction that committed before this read
  of the transaction id is purged. */
  const trx_id_t now= trx_sys.get_max_trx_id();
  if (!trx_sys.history_exists())
    return now;
  /* The low limit of end_view is clamped to purge_sys.head: the undo logs
  of transactions that committed before it are purged. */
  purge_sys_t::end_view_guard g;
  return g.view().low_limit_id();
}

bool defrag_sys_t::table_waits_for_purge(const defrag_request_t *r) const
{
  mysql_mutex_assert_owner(&mutex);
  for (const defrag_request_t *q= UT_LIST_GET_FIRST(queue); q && q != r;
       q= UT_LIST_GET_NEXT(list, q))
    if (q->table_id == r->table_id && q->runnable() && q->purge_waiting)
      return true;
  return false;
}

/** What the worker looks up, once a second, of a request that waits for
purge: a waiting request is not stepped, so a DROP INDEX or a RENAME of its
table would be noticed only when the wait ends. */
struct defrag_seen_t
{
  /** defrag_request_t::id */
  ulonglong id;
  table_id_t table_id;
  index_id_t index_id;
  /** whether the table is in the dictionary cache (if not, nothing is
  known: the wait does not load it) */
  bool cached;
  /** whether the index still exists */
  bool index_exists;
  /** the table's name now */
  char name[MAX_FULL_NAME_LEN + 1];
};

/** Requests that waiting for purge looks up at most once a second */
static constexpr size_t DEFRAG_SEEN_MAX= 16;

/** Look up the indexes of waiting requests in the dictionary cache.
@param seen  in: the indexes; out: whether they exist, the table names
@param n     the number of entries */
static void defrag_look_up(defrag_seen_t *seen, size_t n)
{
  dict_sys.freeze(SRW_LOCK_CALL);
  for (size_t i= 0; i < n; i++)
  {
    defrag_seen_t &s= seen[i];
    const dict_table_t *table= dict_sys.find_table(s.table_id);
    s.cached= table != nullptr;
    s.index_exists= false;
    if (!table)
      continue;
    strmake(s.name, table->name.m_name, sizeof s.name - 1);
    for (const dict_index_t *index= dict_table_get_first_index(table); index;
         index= dict_table_get_next_index(index))
      if (index->id == s.index_id)
        s.index_exists= true;
  }
  dict_sys.unfreeze();
}

size_t defrag_sys_t::note_waiting(defrag_seen_t *seen, size_t n)
{
  mysql_mutex_assert_owner(&mutex);
  size_t k= 0;
  /* Take turns: start after the request looked up last, then wrap around
  (the queue is in the order of the IDs) */
  for (int wrapped= 0; wrapped < 2 && k < n; wrapped++)
    for (const defrag_request_t *r= UT_LIST_GET_FIRST(queue); r && k < n;
         r= UT_LIST_GET_NEXT(list, r))
      if (r->runnable() && r->purge_waiting &&
          (wrapped ? r->id <= seen_after : r->id > seen_after))
      {
        seen[k].id= r->id;
        seen[k].table_id= r->table_id;
        seen[k].index_id= r->index_id;
        k++;
      }
  if (k)
    seen_after= seen[k - 1].id;
  return k;
}

void defrag_sys_t::apply_seen(const defrag_seen_t *seen, size_t n)
{
  mysql_mutex_assert_owner(&mutex);
  for (size_t i= 0; i < n; i++)
  {
    if (!seen[i].cached)
      continue;
    for (defrag_request_t *r= UT_LIST_GET_FIRST(queue); r;
         r= UT_LIST_GET_NEXT(list, r))
    {
      if (r->id != seen[i].id)
        continue;
      if (!r->runnable() || !r->purge_waiting || r == current)
        break;
      if (!seen[i].index_exists)
        finish(r, DEFRAG_CANCELLED, defrag_index_gone);
      else if (strcmp(r->table_name, seen[i].name))
        defrag_set_names(seen[i].name, r);
      break;
    }
  }
}

void defrag_sys_t::look_at_purge(ulonglong now)
{
  mysql_mutex_assert_owner(&mutex);
  if (now - purge_checked < DEFRAG_RETRY)
    return;
  const bool look_at_views= purge_waiters &&
    now - oldest_view_time >= DEFRAG_WINDOW;
  const bool wake= purge_waiters;
  defrag_seen_t seen[DEFRAG_SEEN_MAX];
  const size_t n_seen= look_at_views ? note_waiting(seen, DEFRAG_SEEN_MAX) : 0;
  mysql_mutex_unlock(&mutex);
  const trx_id_t reached= defrag_purge_reached();
  trx_id_t oldest= 0;
  if (look_at_views)
  {
    /* Walking every transaction is done once a second at most. */
    ReadViewBase view;
    trx_sys.clone_oldest_view(&view);
    oldest= view.low_limit_no();
    defrag_look_up(seen, n_seen);
  }
  if (wake)
    purge_sys.wake_if_not_active();
  mysql_mutex_lock(&mutex);
  purge_reached= reached;
  purge_checked= now;
  if (look_at_views)
  {
    oldest_view_no= oldest;
    oldest_view_time= now;
    apply_seen(seen, n_seen);
  }
}

bool defrag_sys_t::purge_wait(defrag_request_t *r, ulonglong now,
                              ulonglong *wake)
{
  mysql_mutex_assert_owner(&mutex);
  const ulonglong deadline= r->purge_since +
    ulonglong{purge_wait_timeout} * 1000000000ULL;
  const bool held= oldest_view_no && oldest_view_no < r->purge_target;
  if (!purge_wait_timeout || r->purge_target <= purge_reached)
    r->purge_note= nullptr;
  else if (srv_force_recovery >= SRV_FORCE_NO_BACKGROUND)
    r->purge_note= "purge is disabled (innodb_force_recovery): records that"
      " DELETEs marked, if any, were not removed first";
  else if (now < deadline)
  {
    if (!r->purge_waiting)
      purge_waiters++;
    r->purge_waiting= true;
    r->message= held
      ? "waiting for purge: an older transaction's read view holds it back"
      : purge_sys.paused()
      ? "waiting for purge: it is stopped (FLUSH TABLES ... FOR EXPORT)"
      : "waiting for purge to remove the records that DELETEs marked";
    *wake= std::min(*wake, std::min(deadline, purge_checked + DEFRAG_RETRY));
    return true;
  }
  else
    r->purge_note= held
      ? "innodb_defragment_purge_wait_timeout passed while an older read"
        " view held purge back: records that DELETEs marked may stay"
      : "innodb_defragment_purge_wait_timeout passed before purge caught"
        " up: records that DELETEs marked may stay";
  if (r->purge_waiting)
    purge_waiters--;
  r->purge_waiting= false;
  r->purge_pending= false;
  r->message= nullptr;
  return false;
}

defrag_sys_t::step_result
defrag_sys_t::step(defrag_request_t *r, THD *thd, ulonglong *busy_ns,
                   const char **message)
{
  DBUG_EXECUTE_IF("ib_defragment_step_sleep", my_sleep(1000000););
  if (r->purge_note && !r->positioned && !r->stats_pending &&
      (r->owner != purge_logged_owner || r->query_id != purge_logged_query))
  {
    /* One line in the error log per statement, not one per index */
    purge_logged_owner= r->owner;
    purge_logged_query= r->query_id;
    char what[MAX_FULL_NAME_LEN + NAME_LEN + 64];
    defrag_describe(*r, what, sizeof what);
    sql_print_warning("InnoDB: defragmentation of %s (and the other indexes"
                      " of its statement): %s", what, r->purge_note);
  }
  MDL_ticket *mdl;
  bool retry;
  dict_table_t *table= defrag_open_table(r->table_id, thd, &mdl, message,
                                         &retry);
  if (!table)
    return retry ? STEP_BUSY : *message == defrag_gone ? STEP_GONE : STEP_FAILED;

  step_result result= STEP_FAILED;
  dict_index_t *index= dict_table_find_index_on_id(table, r->index_id);
  if (strcmp(table->name.m_name, r->table_name))
  {
    /* RENAME TABLE: show the new names */
    mysql_mutex_lock(&mutex);
    defrag_set_names(table->name.m_name, r);
    mysql_mutex_unlock(&mutex);
  }
  if (!index || !index->is_btree())
  {
    *message= defrag_index_gone;
    result= STEP_GONE;
  }
  else if (!table->space || !table->is_readable())
    *message= "the tablespace is missing or cannot be read";
  else if (table->quiesce != QUIESCE_NONE)
  {
    *message= "waiting: the table is flushed for export";
    result= STEP_BUSY;
  }
  else if (dict_index_is_online_ddl(index) ||
           dict_index_is_online_ddl(dict_table_get_first_index(table)))
  {
    *message= "waiting for an online ALTER TABLE";
    result= STEP_BUSY;
  }
  else if (r->shrinking)
    result= step_shrink(r, table, busy_ns, message);
  else if (r->stats_pending)
    result= save_stats(r, index, thd, message);
  else
    result= step_pages(r, index, thd, busy_ns, message);

  dict_table_close(table, thd, mdl);
  return result;
}

size_t defrag_sys_t::get_rows(btr_defragment_row_t *rows, size_t n)
{
  static const char *const modes[]= {"OPTIMIZE", "SYNC", "ASYNC"};
  static const char *const states[]=
    {"prepared", "queued", "running", "joined", "done", "failed",
     "cancelled"};
  if (!initialized)
    return 0;
  const ulonglong now_ns= my_interval_timer();
  size_t count= 0;
  mysql_mutex_lock(&mutex);
  for (auto *list : {&history, &queue})
    for (const defrag_request_t *r= UT_LIST_GET_FIRST(*list); r;
         r= UT_LIST_GET_NEXT(list, r))
    {
      if (r->state == DEFRAG_PREPARED || r->state == DEFRAG_JOINED)
        continue;
      if (count >= n)
      {
        count++;
        continue;
      }
      btr_defragment_row_t &row= rows[count++];
      row.id= r->id;
      strcpy(row.schema, r->schema);
      strcpy(row.table, r->table);
      strcpy(row.partition, r->partition);
      strcpy(row.index, r->index);
      row.mode= modes[r->mode];
      row.state= r->finished() ? states[r->state]
        : pause ? "paused"
        : r->purge_waiting ? "waiting for purge" : states[r->state];
      row.leaf_pages_start= r->leaf_pages_start;
      row.pages_visited= r->pages_visited;
      row.pages_merged= r->pages_merged;
      row.pages_freed= r->pages_freed;
      row.records_moved= r->records_moved;
      row.pages_moved= r->sh.moved;
      row.bytes_freed= !r->shrink ? -1
        : longlong(r->sh.freed) * longlong(srv_page_size);
      row.start_time= r->start_time;
      row.end_time= r->end_time;
      strmake(row.message, r->message ? r->message
              : !r->finished() && pause
              ? "held by innodb_defragment_pause=ON" : "",
              sizeof row.message - 1);
      /* The rate over the time worked so far, at least 1 ms. */
      const double seconds= r->start_ns
        ? std::max(double((r->end_ns ? r->end_ns : now_ns) - r->start_ns)
                   / 1e9, 0.001) : 0;
      row.rate= seconds ? double(r->pages_visited) / seconds : 0;
      if (r->finished())
        row.seconds_left= 0;
      else if (row.rate > 0)
        row.seconds_left= longlong(double(r->leaf_pages_start >
                                          r->pages_visited
                                          ? r->leaf_pages_start -
                                          r->pages_visited : 0) /
                                   row.rate + 0.5);
      else
        row.seconds_left= -1;
    }
  mysql_mutex_unlock(&mutex);
  std::sort(rows, rows + std::min(count, n),
            [](const btr_defragment_row_t &a, const btr_defragment_row_t &b)
            { return a.id < b.id; });
  return count;
}
