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
  @file rpl_kmc.cc
  Memcached replication (KMC), the replica side: rows of kmc tables become
  memcached operations, sent in binary log order when their transaction
  commits. libmemcached is loaded with dlopen() when kmc_connect_string is
  first set, so a server that does not use KMC does not need it.
*/

#include "mariadb.h"
#include "sql_priv.h"
#include "sql_class.h"
#include "log_event.h"
#include "rpl_rli.h"
#include "rpl_record.h"
#include "rpl_kmc.h"
#include <my_counter.h>
#include <memory>
#include <string>
#include <vector>
#include <dlfcn.h>
#ifdef HAVE_KMC
#include <libmemcached-1.0/memcached.h>
#endif

char *kmc_connect_string;
char *kmc_table_pattern;
char *kmc_column_map;
my_bool kmc_apply_to_table;
ulong kmc_on_error;

/** Longest key memcached accepts */
static constexpr size_t KMC_KEY_MAX= 250;
/** Separator of several value columns, as the 5.6 memcached plugin's */
static constexpr char KMC_VALUE_SEPARATOR= '|';

/** Column names of one kmc_column_map entry */
struct Kmc_columns
{
  /** db.table pattern the entry is for; empty for the default entry */
  std::string table;
  /** key column */
  std::string key;
  /** value columns */
  std::vector<std::string> values;
  /** flags column, or empty */
  std::string flags;
  /** cas column (memcached assigns cas; the column is not read) */
  std::string cas;
  /** expiry column, or empty */
  std::string expiry;
};

/** Split a string at a separator, trimming spaces around the pieces.
@param s    the string
@param sep  the separator
@return the pieces (one empty piece for an empty string) */
static std::vector<std::string> kmc_split(const std::string &s, char sep)
{
  std::vector<std::string> out;
  size_t start= 0;
  for (;;)
  {
    size_t end= s.find(sep, start);
    std::string piece= s.substr(start, end == std::string::npos
                                ? std::string::npos : end - start);
    size_t b= piece.find_first_not_of(" \t");
    size_t e= piece.find_last_not_of(" \t");
    out.push_back(b == std::string::npos ? "" : piece.substr(b, e - b + 1));
    if (end == std::string::npos)
      return out;
    start= end + 1;
  }
}

/** Parse kmc_table_pattern.
@param value     the variable's value
@param patterns  the db.table patterns
@return the problem, or nullptr */
static const char *kmc_parse_patterns(const char *value,
                                      std::vector<std::string> *patterns)
{
  for (const std::string &p : kmc_split(value ? value : "", ','))
  {
    if (p.empty())
      return "an empty pattern";
    if (p.find('.') == std::string::npos)
      return "a pattern without a dot (write db.table, e.g. %.kmc\\_%)";
    patterns->push_back(p);
  }
  return nullptr;
}

/** Parse kmc_column_map: entries separated by ';', each
[db.table=]key,value[|value...][,flags[,cas[,expiry]]].
@param value    the variable's value
@param entries  the entries for named tables, in order
@param dflt     the entry without a table
@return the problem, or nullptr */
static const char *kmc_parse_columns(const char *value,
                                     std::vector<Kmc_columns> *entries,
                                     Kmc_columns *dflt)
{
  bool have_default= false;
  for (const std::string &e : kmc_split(value ? value : "", ';'))
  {
    Kmc_columns c;
    std::string cols= e;
    size_t eq= e.find('=');
    if (eq != std::string::npos)
    {
      c.table= kmc_split(e.substr(0, eq), ',')[0];
      cols= e.substr(eq + 1);
      if (c.table.empty() || c.table.find('.') == std::string::npos)
        return "an entry's table is not db.table";
    }
    std::vector<std::string> f= kmc_split(cols, ',');
    if (f.size() < 2 || f.size() > 5)
      return "an entry needs key,value[,flags[,cas[,expiry]]]";
    c.key= f[0];
    c.values= kmc_split(f[1], KMC_VALUE_SEPARATOR);
    if (c.key.empty())
      return "an entry has no key column";
    if (c.values.size() > Kmc_map::MAX_VALUES)
      return "an entry has more than 8 value columns";
    for (const std::string &v : c.values)
      if (v.empty())
        return "an entry has an empty value column";
    if (f.size() > 2)
      c.flags= f[2];
    if (f.size() > 3)
      c.cas= f[3];
    if (f.size() > 4)
      c.expiry= f[4];
    if (c.table.empty())
    {
      if (have_default)
        return "two entries without a table";
      have_default= true;
      *dflt= c;
    }
    else
      entries->push_back(c);
  }
  if (!have_default)
    return "no entry without a table (the default, e.g. k,v,f,c,e)";
  return nullptr;
}

#ifdef HAVE_KMC

/** The libmemcached functions KMC calls, from dlopen() */
struct Kmc_lib
{
  /** dlopen() handle, or nullptr before load() */
  void *handle;
  memcached_st *(*create)(const char *, size_t);
  memcached_st *(*clone)(memcached_st *, const memcached_st *);
  void (*free)(memcached_st *);
  memcached_return_t (*set)(memcached_st *, const char *, size_t,
                            const char *, size_t, time_t, uint32_t);
  memcached_return_t (*del)(memcached_st *, const char *, size_t, time_t);
  memcached_return_t (*flush_buffers)(memcached_st *);
  const char *(*strerror)(const memcached_st *, memcached_return_t);
  const char *(*last_error_message)(const memcached_st *);
  uint64_t (*behavior_get)(memcached_st *, const memcached_behavior_t);
  memcached_return_t (*check)(const char *, size_t, char *, size_t);

  /** Load the library once.
  @param err  where to write why it failed
  @param len  size of err
  @return whether it failed */
  bool load(char *err, size_t len)
  {
    if (handle)
      return false;
    void *h= dlopen("libmemcached.so.11", RTLD_NOW);
    if (!h)
    {
      snprintf(err, len, "cannot load libmemcached.so.11 (install "
               "libmemcached11 or libmemcached-awesome): %s", dlerror());
      return true;
    }
    struct { void *dst; const char *name; } syms[]=
    {
      {&create, "memcached"}, {&clone, "memcached_clone"},
      {&free, "memcached_free"}, {&set, "memcached_set"},
      {&del, "memcached_delete"}, {&flush_buffers, "memcached_flush_buffers"},
      {&strerror, "memcached_strerror"},
      {&last_error_message, "memcached_last_error_message"},
      {&behavior_get, "memcached_behavior_get"},
      {&check, "libmemcached_check_configuration"}
    };
    for (auto &s : syms)
    {
      void *f= dlsym(h, s.name);
      if (!f)
      {
        snprintf(err, len, "libmemcached.so.11 has no %s", s.name);
        dlclose(h);
        return true;
      }
      memcpy(s.dst, &f, sizeof f);
    }
    handle= h;
    return false;
  }
};

/** One value of the kmc_ variables, parsed, with its connections */
class Kmc_config
{
public:
  /** why this configuration cannot be used; empty when it can */
  std::string error;
  /** the table patterns */
  std::vector<std::string> patterns;
  /** column map entries for named tables */
  std::vector<Kmc_columns> columns;
  /** the column map entry for all other tables */
  Kmc_columns default_columns;
  /** whether the binary protocol is used (keys may hold any byte) */
  bool binary= false;
  /** whether requests are buffered until memcached_flush_buffers() */
  bool buffered= false;

  Kmc_config() { mysql_mutex_init(PSI_NOT_INSTRUMENTED, &pool_mutex, nullptr); }
  ~Kmc_config();

  /** Build from the current values of the variables.
  @param lib  the library */
  void build(Kmc_lib *lib);
  /** Whether a table is a kmc table.
  @param name  db.table
  @return whether a pattern matches */
  bool matches(const char *name) const;
  /** The column names for a table.
  @param name  db.table
  @return the first entry whose pattern matches, else the default */
  const Kmc_columns &columns_for(const char *name) const;
  /** Take an idle connection, or make one.
  @return the connection, or nullptr */
  memcached_st *acquire();
  /** Give a connection back.
  @param mc      the connection
  @param broken  whether it failed (it is freed, the next one starts anew) */
  void release(memcached_st *mc, bool broken);

  /** the library the connections come from */
  Kmc_lib *lib= nullptr;
private:
  /** the connection the others are cloned from */
  memcached_st *master= nullptr;
  /** protects idle */
  mysql_mutex_t pool_mutex;
  /** connections not in use */
  std::vector<memcached_st *> idle;
};

/** The KMC subsystem: library, current configuration, status counters */
class Kmc
{
public:
  /** protects config, last_error and lib loading */
  mysql_mutex_t mutex;
  /** the library */
  Kmc_lib lib;
  /** the configuration; nullptr while kmc_connect_string is empty */
  std::shared_ptr<Kmc_config> config;
  /** whether config is set (read without the mutex, per rows event) */
  std::atomic<bool> on{false};
  /** memcached set operations sent */
  Atomic_counter<ulonglong> sets{0};
  /** memcached delete operations sent */
  Atomic_counter<ulonglong> deletes{0};
  /** rows or operations that could not be applied to memcached */
  Atomic_counter<ulonglong> errors{0};
  /** of those, the ones left out (kmc_on_error=SKIP) */
  Atomic_counter<ulonglong> skipped{0};
  /** the latest of those errors */
  char last_error[512];
  /** whether kmc_init() ran */
  bool inited= false;

  /** The configuration to use now.
  @return it, or nullptr when KMC is off */
  std::shared_ptr<Kmc_config> current()
  {
    if (!on.load(std::memory_order_acquire))
      return nullptr;
    mysql_mutex_lock(&mutex);
    std::shared_ptr<Kmc_config> c= config;
    mysql_mutex_unlock(&mutex);
    return c;
  }
};

static Kmc kmc_sys;

Kmc_config::~Kmc_config()
{
  for (memcached_st *mc : idle)
    lib->free(mc);
  if (master)
    lib->free(master);
  mysql_mutex_destroy(&pool_mutex);
}

void Kmc_config::build(Kmc_lib *l)
{
  lib= l;
  const char *problem;
  if ((problem= kmc_parse_patterns(kmc_table_pattern, &patterns)))
  {
    error= std::string("kmc_table_pattern has ") + problem;
    return;
  }
  if ((problem= kmc_parse_columns(kmc_column_map, &columns,
                                  &default_columns)))
  {
    error= std::string("kmc_column_map has ") + problem;
    return;
  }
  char err[512];
  if (lib->load(err, sizeof err))
  {
    error= err;
    return;
  }
  if (!(master= lib->create(kmc_connect_string, strlen(kmc_connect_string))))
  {
    error= "kmc_connect_string is not a valid libmemcached configuration";
    return;
  }
  binary= lib->behavior_get(master, MEMCACHED_BEHAVIOR_BINARY_PROTOCOL);
  buffered= lib->behavior_get(master, MEMCACHED_BEHAVIOR_BUFFER_REQUESTS);
}

bool Kmc_config::matches(const char *name) const
{
  for (const std::string &p : patterns)
    if (!wild_compare(name, p.c_str(), false))
      return true;
  return false;
}

const Kmc_columns &Kmc_config::columns_for(const char *name) const
{
  for (const Kmc_columns &c : columns)
    if (!wild_compare(name, c.table.c_str(), false))
      return c;
  return default_columns;
}

memcached_st *Kmc_config::acquire()
{
  mysql_mutex_lock(&pool_mutex);
  memcached_st *mc= nullptr;
  if (!idle.empty())
  {
    mc= idle.back();
    idle.pop_back();
  }
  mysql_mutex_unlock(&pool_mutex);
  return mc ? mc : lib->clone(nullptr, master);
}

void Kmc_config::release(memcached_st *mc, bool broken)
{
  if (broken)
  {
    lib->free(mc);
    return;
  }
  mysql_mutex_lock(&pool_mutex);
  idle.push_back(mc);
  mysql_mutex_unlock(&pool_mutex);
}

/** One memcached operation of a replicated transaction */
struct Kmc_op
{
  /** db.table the row came from */
  const char *table;
  /** the key */
  const char *key;
  /** length of key */
  size_t key_len;
  /** the value; nullptr for a delete */
  const char *value;
  /** length of value */
  size_t value_len;
  /** memcached flags */
  uint32_t flags;
  /** memcached expiry */
  time_t expiry;
};

/** The memcached operations of the transaction an event group applies */
class Kmc_batch
{
public:
  Kmc_batch() { init_alloc_root(PSI_NOT_INSTRUMENTED, &root, 8192, 0, MYF(0)); }
  ~Kmc_batch() { free_root(&root, MYF(0)); }

  /** the configuration of the transaction, from its first kmc row */
  std::shared_ptr<Kmc_config> config;
  /** the mapping of the current rows event */
  Kmc_map map;
  /** the operations, in binary log order */
  std::vector<Kmc_op> ops;
  /** memory of keys, values and table names */
  MEM_ROOT root;
  /** gtid_sub_id of the event group the operations belong to */
  uint64 sub_id= 0;

  /** Forget the operations and the configuration. */
  void clear()
  {
    ops.clear();
    config.reset();
    free_root(&root, MYF(MY_MARK_BLOCKS_FREE));
  }
  /** Send the operations.
  @return whether replication must stop (my_error() was called) */
  bool send();
};

/** Write a key for a message: printable bytes, '?' for others, at most 64.
@param key  the key
@param len  its length
@param out  the buffer
@param size the size of out (at least 72) */
static void kmc_printable(const char *key, size_t len, char *out, size_t size)
{
  size_t n= 0;
  for (size_t i= 0; i < len && i < 64 && n + 1 < size; i++)
  {
    uchar c= (uchar) key[i];
    out[n++]= c > ' ' && c < 127 ? (char) c : '?';
  }
  if (len > 64)
    n+= snprintf(out + n, size - n, "...");
  out[n]= '\0';
}

/** Count rows or operations that memcached did not get, and keep the
description as Kmc_last_error.
@param n    how many
@param fmt  printf format of the description */
static void kmc_note_error(ulonglong n, const char *fmt, ...)
  ATTRIBUTE_FORMAT(printf, 2, 3);
static void kmc_note_error(ulonglong n, const char *fmt, ...)
{
  va_list args;
  va_start(args, fmt);
  kmc_sys.errors+= n;
  mysql_mutex_lock(&kmc_sys.mutex);
  vsnprintf(kmc_sys.last_error, sizeof kmc_sys.last_error, fmt, args);
  mysql_mutex_unlock(&kmc_sys.mutex);
  va_end(args);
}

/** Count a row or an operation that memcached did not get, and stop or
skip it as kmc_on_error says.
@param table  db.table
@param key    the key, or nullptr
@param len    its length
@param what   the problem
@return whether replication must stop (my_error() was called) */
static bool kmc_problem(const char *table, const char *key, size_t len,
                        const char *what)
{
  char k[80];
  if (key)
    kmc_printable(key, len, k, sizeof k);
  else
    strcpy(k, "NULL");
  kmc_note_error(1, "table %s key '%s': %s", table, k, what);
  if (kmc_on_error == KMC_ON_ERROR_SKIP)
  {
    kmc_sys.skipped++;
    return false;
  }
  my_error(ER_KMC_KEY, MYF(0), table, k, what);
  return true;
}

/** Stop on a table that cannot be applied (always: a mapping problem would
leave out every row of the table).
@param table  db.table
@param what   the problem
@return true (my_error() was called) */
static bool kmc_table_problem(const char *table, const char *what)
{
  kmc_note_error(1, "table %s: %s", table, what);
  my_error(ER_KMC_TABLE, MYF(0), table, what);
  return true;
}

/** Copy a libmemcached message without what changes from call to call: the
"(0x...) " handle address and the " -> file:line" source position.
@param msg   the message
@param out   the buffer
@param size  its size */
static void kmc_clean_message(const char *msg, char *out, size_t size)
{
  size_t n= 0;
  for (const char *p= msg; *p && n + 1 < size; )
  {
    if (p[0] == '(' && p[1] == '0' && p[2] == 'x')
    {
      const char *e= strchr(p, ')');
      if (e)
      {
        p= e + 1;
        while (*p == ' ')
          p++;
        continue;
      }
    }
    if (!strncmp(p, " -> ", 4))
      break;
    out[n++]= *p++;
  }
  while (n && (out[n - 1] == ' ' || out[n - 1] == ','))
    n--;
  out[n]= '\0';
}

/** Why memcached cannot hold a key.
@param key     the key
@param binary  whether the binary protocol is used
@return the problem, or nullptr */
static const char *kmc_key_problem(const String *key, bool binary)
{
  if (!key)
    return "the key is NULL";
  if (!key->length())
    return "the key is empty";
  if (key->length() > KMC_KEY_MAX)
    return "the key is longer than 250 bytes";
  if (!binary)
    for (size_t i= 0; i < key->length(); i++)
    {
      uchar c= (uchar) key->ptr()[i];
      if (c <= ' ' || c == 127)
        return "the key has a space or a control character, which the "
          "text protocol cannot carry";
    }
  return nullptr;
}

bool Kmc_batch::send()
{
  Kmc_lib *lib= config->lib;
  memcached_st *mc= config->acquire();
  if (!mc)
    return kmc_problem(ops[0].table, ops[0].key, ops[0].key_len,
                       "cannot make a memcached connection (out of memory)");
  bool stop= false, broken= false;
  for (const Kmc_op &op : ops)
  {
    memcached_return_t rc= op.value
      ? lib->set(mc, op.key, op.key_len, op.value, op.value_len, op.expiry,
                 op.flags)
      : lib->del(mc, op.key, op.key_len, 0);
    if (rc == MEMCACHED_SUCCESS || rc == MEMCACHED_BUFFERED ||
        (!op.value && rc == MEMCACHED_NOTFOUND))
    {
      if (op.value)
        kmc_sys.sets++;
      else
        kmc_sys.deletes++;
      continue;
    }
    char what[400], detail[300]= "";
    const char *strerr= lib->strerror(mc, rc);
    if (const char *m= lib->last_error_message(mc))
      kmc_clean_message(m, detail, sizeof detail);
    const bool more= *detail && strcmp(detail, "SUCCESS") &&
      strcmp(detail, strerr);
    snprintf(what, sizeof what, "memcached %s: %s%s%s",
             op.value ? "set" : "delete", strerr, more ? ": " : "",
             more ? detail : "");
    broken|= !memcached_success(rc) && memcached_fatal(rc);
    if ((stop= kmc_problem(op.table, op.key, op.key_len, what)))
      break;
  }
  if (!stop && config->buffered)
  {
    memcached_return_t rc= lib->flush_buffers(mc);
    if (!memcached_success(rc))
    {
      char what[400];
      snprintf(what, sizeof what, "memcached flush of buffered requests: %s",
               lib->strerror(mc, rc));
      broken= true;
      stop= kmc_problem(ops.back().table, ops.back().key, ops.back().key_len,
                        what);
    }
  }
  config->release(mc, broken);
  return stop;
}

bool kmc_init()
{
  mysql_mutex_init(PSI_NOT_INSTRUMENTED, &kmc_sys.mutex, nullptr);
  kmc_sys.last_error[0]= '\0';
  kmc_sys.inited= true;
  return kmc_reconfigure();
}

void kmc_end()
{
  if (!kmc_sys.inited)
    return;
  kmc_sys.inited= false;
  kmc_sys.on= false;
  kmc_sys.config.reset();
  /* The library stays loaded: an event group freed after this may still
  hold a configuration whose connections it frees */
  mysql_mutex_destroy(&kmc_sys.mutex);
}

bool kmc_check_connect_string(const char *value)
{
  if (!value || !*value)
    return false;
  char err[512];
  mysql_mutex_lock(&kmc_sys.mutex);
  bool failed= kmc_sys.lib.load(err, sizeof err);
  mysql_mutex_unlock(&kmc_sys.mutex);
  if (!failed)
  {
    char msg[400]= "";
    memcached_return_t rc= kmc_sys.lib.check(value, strlen(value), msg,
                                             sizeof msg);
    if (!(failed= rc != MEMCACHED_SUCCESS))
      return false;
    if (*msg)
      kmc_clean_message(msg, err, sizeof err);
    else
      strcpy(err, "libmemcached refused it");
  }
  my_error(ER_KMC_CONFIG, MYF(0), "kmc_connect_string", err);
  return true;
}

bool kmc_reconfigure()
{
  std::shared_ptr<Kmc_config> c;
  if (kmc_connect_string && *kmc_connect_string)
  {
    c= std::make_shared<Kmc_config>();
    mysql_mutex_lock(&kmc_sys.mutex);
    c->build(&kmc_sys.lib);
    mysql_mutex_unlock(&kmc_sys.mutex);
    if (!c->error.empty())
      sql_print_error("Memcached replication cannot start: %s; rows of kmc "
                      "tables will stop replication", c->error.c_str());
  }
  mysql_mutex_lock(&kmc_sys.mutex);
  kmc_sys.config.swap(c);
  kmc_sys.on.store(kmc_sys.config != nullptr, std::memory_order_release);
  mysql_mutex_unlock(&kmc_sys.mutex);
  return false;
}

#else /* HAVE_KMC */

/** Stand-ins for a server built without the libmemcached headers */
class Kmc_batch
{
public:
  void clear() {}
};

bool kmc_init() { return false; }
void kmc_end() {}
bool kmc_reconfigure() { return false; }

bool kmc_check_connect_string(const char *value)
{
  if (!value || !*value)
    return false;
  my_error(ER_KMC_CONFIG, MYF(0), "kmc_connect_string",
           "this server was built without libmemcached (libmemcached-dev)");
  return true;
}

#endif /* HAVE_KMC */

bool kmc_check_table_pattern(const char *value)
{
  std::vector<std::string> patterns;
  const char *problem= kmc_parse_patterns(value, &patterns);
  if (problem)
    my_error(ER_KMC_CONFIG, MYF(0), "kmc_table_pattern", problem);
  return problem != nullptr;
}

bool kmc_check_column_map(const char *value)
{
  std::vector<Kmc_columns> entries;
  Kmc_columns dflt;
  const char *problem= kmc_parse_columns(value, &entries, &dflt);
  if (problem)
    my_error(ER_KMC_CONFIG, MYF(0), "kmc_column_map", problem);
  return problem != nullptr;
}

void kmc_discard(rpl_group_info *rgi)
{
  if (rgi->kmc)
    rgi->kmc->clear();
}

void kmc_free(rpl_group_info *rgi)
{
  delete rgi->kmc;
  rgi->kmc= nullptr;
}

#ifdef HAVE_KMC

/** Find a column by name.
@param table  the table
@param name   the column name; empty for none
@return the column, or nullptr */
static Field *kmc_field(TABLE *table, const std::string &name)
{
  if (name.empty())
    return nullptr;
  for (Field **f= table->field; *f; f++)
    if (!my_strcasecmp(system_charset_info, (*f)->field_name.str,
                       name.c_str()))
      return *f;
  return nullptr;
}

const Kmc_map *kmc_map(rpl_group_info *rgi, TABLE *table)
{
  if (!kmc_sys.on.load(std::memory_order_relaxed))
    return nullptr;
  Kmc_batch *b= rgi->kmc;
  /* A transaction keeps the configuration of its first operation */
  std::shared_ptr<Kmc_config> config= b && !b->ops.empty() ? b->config
    : kmc_sys.current();
  if (!config)
    return nullptr;
  char name[2 * NAME_LEN + 2];
  snprintf(name, sizeof name, "%.*s.%.*s", (int) table->s->db.length,
           table->s->db.str, (int) table->s->table_name.length,
           table->s->table_name.str);
  if (!config->matches(name))
    return nullptr;
  if (!b && !(b= rgi->kmc= new (std::nothrow) Kmc_batch))
    return nullptr;
  if (!b->ops.empty() && b->sub_id != rgi->gtid_sub_id)
  {
    /* An earlier event group ended in a way that sends nothing (e.g. XA
    COMMIT ... ONE PHASE): say so, and do not send its operations now */
    kmc_note_error(b->ops.size(), "table %s: %zu operations of a "
                   "transaction that did not end with COMMIT were not sent",
                   b->ops[0].table, b->ops.size());
    sql_print_warning("Memcached replication: %zu operations on %s of a "
                      "transaction that did not end with COMMIT were not "
                      "sent to memcached", b->ops.size(), b->ops[0].table);
    b->clear();
    config= kmc_sys.current();
    if (!config)
      return nullptr;
  }
  b->config= config;
  Kmc_map *m= &b->map;
  m->name= strdup_root(&b->root, name);
  m->error= nullptr;
  m->n_values= 0;
  if (!config->error.empty())
  {
    m->error= strdup_root(&b->root, config->error.c_str());
    return m;
  }
  const Kmc_columns &c= config->columns_for(name);
  if (!(m->key= kmc_field(table, c.key)))
  {
    m->error= strdup_root(&b->root, ("it has no key column '" + c.key +
                                     "' (kmc_column_map)").c_str());
    return m;
  }
  for (const std::string &v : c.values)
  {
    if (!(m->value[m->n_values++]= kmc_field(table, v)))
    {
      m->error= strdup_root(&b->root, ("it has no value column '" + v +
                                       "' (kmc_column_map)").c_str());
      return m;
    }
  }
  m->flags= kmc_field(table, c.flags);
  m->expiry= kmc_field(table, c.expiry);
  return m;
}

/** Read a column of a row.
@param f       the column
@param offset  the row's offset from record[0]
@param buf     a buffer
@return the value, or nullptr for NULL */
static String *kmc_val(Field *f, my_ptrdiff_t offset, String *buf)
{
  if (f->is_null(offset))
    return nullptr;
  f->move_field_offset(offset);
  String *s= f->val_str(buf);
  f->move_field_offset(-offset);
  return s;
}

/** Read an integer column of record[0].
@param f  the column, or nullptr
@return its value; 0 for none or NULL */
static longlong kmc_int(Field *f)
{
  return f && !f->is_null() ? f->val_int() : 0;
}

/** Add a delete of a key (none for a key memcached could not hold).
@param b     the batch
@param map   the table
@param key   the key
@return false */
static bool kmc_add_delete(Kmc_batch *b, const Kmc_map *map, String *key)
{
  if (kmc_key_problem(key, b->config->binary))
    return false;
  Kmc_op op= {map->name, (char *) memdup_root(&b->root, key->ptr(),
                                              key->length()),
              key->length(), nullptr, 0, 0, 0};
  b->ops.push_back(op);
  return false;
}

/** Add a set of the row in record[0].
@param b     the batch
@param map   the table
@param key   the key
@return whether replication must stop (my_error() was called) */
static bool kmc_add_set(Kmc_batch *b, const Kmc_map *map, String *key)
{
  if (const char *problem= kmc_key_problem(key, b->config->binary))
    return kmc_problem(map->name, key ? key->ptr() : nullptr,
                       key ? key->length() : 0, problem);
  String vbuf, value;
  for (unsigned i= 0; i < map->n_values; i++)
  {
    if (i)
      value.append(KMC_VALUE_SEPARATOR);
    if (String *v= kmc_val(map->value[i], 0, &vbuf))
      value.append(*v);
  }
  Kmc_op op;
  op.table= map->name;
  op.key= (char *) memdup_root(&b->root, key->ptr(), key->length());
  op.key_len= key->length();
  op.value= value.length()
    ? (char *) memdup_root(&b->root, value.ptr(), value.length()) : "";
  op.value_len= value.length();
  op.flags= (uint32_t) kmc_int(map->flags);
  op.expiry= (time_t) kmc_int(map->expiry);
  b->ops.push_back(op);
  return false;
}

/** Whether a rows event carries every column KMC reads, when the table is
not read (kmc_apply_to_table=OFF).
@param map  the table
@param type the event type
@param bi   columns of the (before) image
@param ai   columns of the after image of an update, or nullptr
@param width number of columns in the event
@return the missing column's name, or nullptr */
static const char *kmc_missing_column(const Kmc_map *map, Log_event_type type,
                                      const MY_BITMAP *bi, const MY_BITMAP *ai,
                                      uint width)
{
  auto has= [&](const Field *f, bool before_only) {
    if (!f)
      return true;
    if (f->field_index >= width)
      return false;
    return bitmap_is_set(bi, f->field_index) ||
      (!before_only && ai && bitmap_is_set(ai, f->field_index));
  };
  if (!has(map->key, true))
    return map->key->field_name.str;
  if (type == DELETE_ROWS_EVENT)
    return nullptr;
  for (unsigned i= 0; i < map->n_values; i++)
    if (!has(map->value[i], false))
      return map->value[i]->field_name.str;
  if (!has(map->flags, false))
    return map->flags->field_name.str;
  if (!has(map->expiry, false))
    return map->expiry->field_name.str;
  return nullptr;
}

int Rows_log_event::kmc_exec_row(rpl_group_info *rgi, const Kmc_map *map)
{
  const Log_event_type type= get_general_type_code();
  int error;
  if (map->error)
  {
    kmc_table_problem(map->name, map->error);
    return HA_ERR_GENERIC;
  }
  if (kmc_apply_to_table)
  {
    if ((error= do_exec_row(rgi)))
      return error;
  }
  else
  {
    /* Only unpack: record[0] gets the row, or the new row of an update
    whose old row goes to record[1] */
    const MY_BITMAP *ai= type == UPDATE_ROWS_EVENT ? &m_cols_ai : nullptr;
    if (const char *col= kmc_missing_column(map, type, &m_cols, ai, m_width))
    {
      char what[300];
      snprintf(what, sizeof what, "the row image has no column '%s'; with "
               "kmc_apply_to_table=OFF the primary needs "
               "binlog_row_image=FULL", col);
      kmc_table_problem(map->name, what);
      return HA_ERR_GENERIC;
    }
    prepare_record(m_table, m_width, false);
    if ((error= unpack_current_row(rgi)))
      return error;
    if (type == UPDATE_ROWS_EVENT)
    {
      store_record(m_table, record[1]);
      m_curr_row= m_curr_row_end;
      if ((error= unpack_current_row(rgi, &m_cols_ai)))
        return error;
    }
  }

  Kmc_batch *b= rgi->kmc;
  if (b->ops.empty())
    b->sub_id= rgi->gtid_sub_id;
  String kbuf, obuf;
  String *key= kmc_val(map->key, 0, &kbuf);
  bool stop;
  if (type == DELETE_ROWS_EVENT)
    stop= kmc_add_delete(b, map, key);
  else
  {
    stop= false;
    if (type == UPDATE_ROWS_EVENT)
    {
      /* A changed key: the old one leaves memcached */
      String *old= kmc_val(map->key, m_table->record[1] - m_table->record[0],
                           &obuf);
      if (old && (!key || old->length() != key->length() ||
                  memcmp(old->ptr(), key->ptr(), key->length())))
        stop= kmc_add_delete(b, map, old);
    }
    if (!stop)
      stop= kmc_add_set(b, map, key);
  }
  return stop ? HA_ERR_GENERIC : 0;
}

bool kmc_check_statement(THD *thd)
{
  std::shared_ptr<Kmc_config> config= kmc_sys.current();
  if (!config)
    return false;
  const enum_sql_command cmd= thd->lex->sql_command;
  bool ddl;
  switch (cmd) {
  case SQLCOM_INSERT: case SQLCOM_INSERT_SELECT: case SQLCOM_REPLACE:
  case SQLCOM_REPLACE_SELECT: case SQLCOM_UPDATE: case SQLCOM_UPDATE_MULTI:
  case SQLCOM_DELETE: case SQLCOM_DELETE_MULTI: case SQLCOM_LOAD:
    ddl= false;
    if (!thd->get_stmt_da()->is_ok() || !thd->get_stmt_da()->affected_rows())
      return false;
    break;
  case SQLCOM_TRUNCATE: case SQLCOM_DROP_TABLE:
    ddl= true;
    break;
  default:
    return false;
  }
  for (TABLE_LIST *tl= thd->lex->query_tables; tl; tl= tl->next_global)
  {
    if (!ddl && tl->lock_type < TL_FIRST_WRITE)
      continue;
    char name[2 * NAME_LEN + 2];
    snprintf(name, sizeof name, "%.*s.%.*s", (int) tl->db.length, tl->db.str,
             (int) tl->table_name.length, tl->table_name.str);
    if (!config->matches(name))
      continue;
    if (ddl)
    {
      sql_print_warning("Memcached replication: %s of %s did not remove the "
                        "table's keys from memcached",
                        cmd == SQLCOM_TRUNCATE ? "TRUNCATE" : "DROP TABLE",
                        name);
      continue;
    }
    static const char what[]= "a change logged as a statement cannot be "
      "applied to memcached (the primary must log kmc tables with "
      "binlog_format=ROW)";
    if (kmc_on_error != KMC_ON_ERROR_SKIP)
      return kmc_table_problem(name, what);
    kmc_note_error(1, "table %s: %s", name, what);
    kmc_sys.skipped++;
    sql_print_warning("Memcached replication skipped a statement on %s: %s",
                      name, what);
    return false;
  }
  return false;
}

int kmc_flush(THD *thd, rpl_group_info *rgi)
{
  Kmc_batch *b= rgi->kmc;
  if (!b)
    return 0;
  if (b->ops.empty())
  {
    b->clear();
    return 0;
  }
  bool stop= false;
  if (thd->transaction->xid_state.is_explicit_XA())
  {
    /* Its prepare and commit are two event groups: memcached gets none of
    it; SKIP lets the table have it */
    for (const Kmc_op &op : b->ops)
      if ((stop= kmc_problem(op.table, op.key, op.key_len, "an XA "
                             "transaction cannot be applied to memcached")))
        break;
  }
  else if (thd->wait_for_prior_commit())
    stop= true;
  else
    stop= b->send();
  b->clear();
  return stop;
}

/** SHOW STATUS Kmc_last_error: a copy taken under the mutex */
static int show_kmc_last_error(THD *, SHOW_VAR *var, void *buff,
                               struct system_status_var *, enum enum_var_type)
{
  mysql_mutex_lock(&kmc_sys.mutex);
  strmake(static_cast<char *>(buff), kmc_sys.last_error,
          SHOW_VAR_FUNC_BUFF_SIZE - 1);
  mysql_mutex_unlock(&kmc_sys.mutex);
  var->type= SHOW_CHAR;
  var->value= static_cast<char *>(buff);
  return 0;
}

int show_kmc_status(THD *, SHOW_VAR *var, void *,
                    struct system_status_var *, enum enum_var_type)
{
  static_assert(sizeof(Atomic_counter<ulonglong>) == sizeof(ulonglong),
                "SHOW_LONGLONG reads the counters");
  static SHOW_VAR vars[]=
  {
    {"deletes", (char *) &kmc_sys.deletes, SHOW_LONGLONG},
    {"errors", (char *) &kmc_sys.errors, SHOW_LONGLONG},
    {"last_error", (char *) &show_kmc_last_error, SHOW_SIMPLE_FUNC},
    {"sets", (char *) &kmc_sys.sets, SHOW_LONGLONG},
    {"skipped", (char *) &kmc_sys.skipped, SHOW_LONGLONG},
    {NullS, NullS, SHOW_LONG}
  };
  var->type= SHOW_ARRAY;
  var->value= (char *) vars;
  return 0;
}

#else /* HAVE_KMC */

const Kmc_map *kmc_map(rpl_group_info *, TABLE *) { return nullptr; }
int Rows_log_event::kmc_exec_row(rpl_group_info *rgi, const Kmc_map *)
{
  return do_exec_row(rgi);
}
int kmc_flush(THD *, rpl_group_info *) { return 0; }
bool kmc_check_statement(THD *) { return false; }
int show_kmc_status(THD *, SHOW_VAR *var, void *, struct system_status_var *,
                    enum enum_var_type)
{
  static SHOW_VAR vars[]= {{NullS, NullS, SHOW_LONG}};
  var->type= SHOW_ARRAY;
  var->value= (char *) vars;
  return 0;
}

#endif /* HAVE_KMC */
