/* Copyright (c) 2026, mariadb-ops developers

   This program is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; version 2 of the License.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program; if not, write to the Free Software
   Foundation, Inc., 51 Franklin St, Fifth Floor, Boston, MA 02110-1335 USA */

/**
  @file rpl_kmc.h
  Memcached replication (KMC): a replica's SQL thread and its parallel
  workers apply the row events of chosen tables to a memcached tier too.

  Rows of a table that kmc_table_pattern names become memcached set and
  delete operations (key, value, flags and expiry from the columns that
  kmc_column_map names). They are kept with the replicated transaction and
  sent when it commits, before its GTID is recorded; with parallel workers
  a transaction waits for the commits before it only when an earlier
  transaction that has not committed changes one of its keys, so memcached
  sees each key's changes in binary log order.
*/

#ifndef RPL_KMC_INCLUDED
#define RPL_KMC_INCLUDED

class THD;
class Field;
class Kmc_batch;
class rpl_group_info;
struct TABLE;
struct TABLE_LIST;
struct st_mysql_show_var;

/** kmc_connect_string: libmemcached options; empty turns KMC off */
extern char *kmc_connect_string;
/** kmc_table_pattern: db.table patterns of the tables applied to memcached */
extern char *kmc_table_pattern;
/** kmc_column_map: key, value, flags, cas, expiry column names */
extern char *kmc_column_map;
/** kmc_apply_to_table: whether rows are applied to the replica's table too */
extern my_bool kmc_apply_to_table;
/** kmc_on_error: what a memcached failure does (enum kmc_on_error_t) */
extern ulong kmc_on_error;
/** kmc_max_transaction_size: most bytes of memcached operations one
replicated transaction may hold until its commit */
extern ulonglong kmc_max_transaction_size;

/** kmc_send_order: when a parallel worker's transaction sends
(enum kmc_send_order_t) */
extern ulong kmc_send_order;

/** Values of kmc_send_order */
enum kmc_send_order_t
{
  /** each key in binary log order: at once, or after the commits before it
  when an uncommitted earlier group changes one of its keys */
  KMC_SEND_ORDER_BINLOG,
  /** at once when every key is a unique key of a row the transaction
  changed (Kmc_batch::locked); else as BINLOG */
  KMC_SEND_ORDER_ROW_LOCKS
};

/** Values of kmc_on_error */
enum kmc_on_error_t
{
  /** stop replication with an error; the position does not advance */
  KMC_ON_ERROR_STOP,
  /** leave memcached out for that row, count it in Kmc_skipped */
  KMC_ON_ERROR_SKIP
};

/** The columns of one kmc table, resolved for one rows event */
struct Kmc_map
{
  /** most value columns a table may map */
  static constexpr unsigned MAX_VALUES= 8;
  /** "db.table", for messages and Kmc_last_error (in the batch's memory,
  until the transaction's operations are sent) */
  const char *name;
  /** why the table cannot be applied (a bad mapping), or nullptr */
  const char *error;
  /** the key column */
  Field *key;
  /** the value columns, joined by '|' */
  Field *value[MAX_VALUES];
  /** number of value columns */
  unsigned n_values;
  /** the flags column, or nullptr (flags 0) */
  Field *flags;
  /** the expiry column, or nullptr (no expiry) */
  Field *expiry;
  /** whether the key column alone is a unique key of the table: the row
  lock of a row applied to the table then orders the changes of its key */
  bool key_unique;
};

/** Read the startup values of the kmc_ variables.
@return whether it failed (the error is logged) */
bool kmc_init();
/** Free the connections and the library at shutdown. */
void kmc_end();

/** Check a new kmc_connect_string (libmemcached's parser).
@param value  the new value
@return whether it is refused (my_error() was called) */
bool kmc_check_connect_string(const char *value);
/** Check a new kmc_table_pattern.
@param value  the new value
@return whether it is refused (my_error() was called) */
bool kmc_check_table_pattern(const char *value);
/** Check a new kmc_column_map.
@param value  the new value
@return whether it is refused (my_error() was called) */
bool kmc_check_column_map(const char *value);
/** Build the configuration again after a kmc_ variable changed.
@return false */
bool kmc_reconfigure();

/** Find whether a rows event's table is applied to memcached.
@param rgi    the event group being applied
@param table  the table of the rows event
@return its column mapping (map->error says when it cannot be applied),
or nullptr when KMC is off or the table is not a kmc table */
const Kmc_map *kmc_map(rpl_group_info *rgi, TABLE *table);

/** Send the memcached operations of a transaction that is about to commit,
each key after the earlier transactions that change it (a parallel worker),
or after the transactions before it committed (the SQL thread). Called by
the commit event before it records the GTID in mysql.gtid_slave_pos: a
failed send may be retried (an optimistic parallel worker retries any
error), and the retry must not find a record of the first attempt (a
non-transactional mysql.gtid_slave_pos keeps it).
@param thd  the applying thread
@param rgi  the event group being applied
@return whether the commit must fail (my_error() was called) */
int kmc_flush(THD *thd, rpl_group_info *rgi);

/** After the commit event of a transaction whose operations kmc_flush()
sent: when the GTID record or the commit failed (a lock wait timeout or
deadlock on mysql.gtid_slave_pos, a KILL, a failed engine commit), take the
keys it sent out of memcached again, before the rollback gives up its row
locks, so that no value of a transaction the replica did not commit stays
there (it may never be applied again: a skip, gtid_slave_pos moved, a
failover). A committed transaction's operations are forgotten.
@param thd     the applying thread
@param rgi     the event group
@param failed  whether the GTID record or the commit failed */
void kmc_commit_end(THD *thd, rpl_group_info *rgi, bool failed);

/** Before a replicated statement (a Query event) runs on a replica: keep
the savepoints of the transaction (ROLLBACK TO takes back the operations
after one), forget the operations of a transaction that ends with ROLLBACK,
and stop (or count, as kmc_on_error says) a statement that would change the
rows of a kmc table without row events: CREATE TABLE ... SELECT,
TRUNCATE, an ALTER that changes, renames or drops columns, adds a mapped
column, replaces the tablespace or drops, truncates or exchanges partitions.
DROP TABLE and DROP DATABASE of kmc tables are noted in the error log.
@param thd  the applying thread
@return whether the statement must not run (my_error() was called) */
bool kmc_check_statement(THD *thd);

/** Before the tables of a statement that a replica applies (a Query event)
are locked: stop (or count, as kmc_on_error says) a change of a kmc table's
rows logged as a statement, also through a view, or one that a trigger, a
stored function or a cascading foreign key of the statement may make; and
before the rows of a row event, one that a trigger the replica runs for them
may make. Nothing of the statement has run yet.
@param thd     the applying thread
@param tables  the tables to lock (lock types resolved)
@return whether the statement must not run (my_error() was called) */
bool kmc_check_locked(THD *thd, TABLE_LIST *tables);

/** Before a parallel replication worker records the GTID of an event group
outside a transaction (one that ends with ROLLBACK): wait until the groups
before it have committed. A group before it may still fail at its commit
(memcached refused its operations); had this GTID been recorded, the
position would have moved past that group, and START SLAVE would skip it.
@param thd  the applying thread
@param rgi  the event group
@return whether a group before it failed (my_error() was called): the GTID
must not be recorded */
bool kmc_before_record_gtid(THD *thd, rpl_group_info *rgi);

/** At the end of a parallel worker's event group, once the group after it
is woken from its wait for the prior commit: wake it from its wait for this
group's place in the order of sends too.
@param rgi  the event group */
void kmc_group_end(const rpl_group_info *rgi);

/** Forget the memcached operations of a transaction that is rolled back
(after its rollback; keys it had sent are taken back by kmc_commit_end(),
before it).
@param rgi  the event group */
void kmc_discard(rpl_group_info *rgi);

/** Free the buffer of an event group.
@param rgi  the event group */
void kmc_free(rpl_group_info *rgi);

/** SHOW STATUS: Kmc_sets, Kmc_deletes, Kmc_errors, Kmc_skipped,
Kmc_last_error */
int show_kmc_status(THD *thd, st_mysql_show_var *var, void *buff,
                    struct system_status_var *, enum enum_var_type);

#endif /* RPL_KMC_INCLUDED */
