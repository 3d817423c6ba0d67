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
#include "rpl_parallel.h"
#include "rpl_record.h"
#include "rpl_kmc.h"
#include "slave.h"
#include "sql_table.h"
#include "sql_base.h"
#include "sql_alter.h"
#include "sql_truncate.h"
#include "sql_admin.h"
#include "sql_partition_admin.h"
#include "partition_info.h"
#include "debug_sync.h"
#include "sql_trigger.h"
#include <my_counter.h>
#include <my_dir.h>
#include <sys/stat.h>
#include <memory>
#include <string>
#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>
#include <vector>
#include <dlfcn.h>
#include <fcntl.h>
#ifdef HAVE_KMC
#include <libmemcached-1.0/memcached.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#endif

char *kmc_connect_string;
char *kmc_table_pattern;
char *kmc_column_map;
my_bool kmc_apply_to_table;
ulong kmc_on_error;
ulong kmc_send_order;
ulonglong kmc_max_transaction_size;

/** Longest key memcached accepts */
static constexpr size_t KMC_KEY_MAX= 250;
/** Separator of several value columns, as the 5.6 memcached plugin's */
static constexpr char KMC_VALUE_SEPARATOR= '|';
/** Memory a worker's batch keeps for the next transaction; above it, the
memory of a transaction is freed when it ends */
static constexpr size_t KMC_KEEP_BYTES= 1 << 20;
/** Largest memcached expiry: memcached reads it as a signed 32-bit time */
static constexpr longlong KMC_EXPIRY_MAX= INT_MAX32;
/** Operations above which a transaction does not register its keys one by
one for the order of sends: it and the groups after it wait for commits */
static constexpr size_t KMC_ORDER_MAX_KEYS= 65536;
/** Registered keys at which the keys of committed groups are swept out
(few groups are in flight: a small map stays in the processor's cache) */
static constexpr size_t KMC_ORDER_SWEEP= 4096;

/** Nanoseconds after which a group waiting for its place looks again
though nothing signalled it: every way the wait ends signals it (a missed
wake-up, none known, would cost this much, not a hang) */
static constexpr ulonglong KMC_ORDER_LOOK_NS= 100000000ULL;

/** Keys a group that takes its place registers at most for the groups
waiting behind it, in the same hold of the order's mutex (about 0.5 µs a
key) */
static constexpr size_t KMC_ORDER_CHAIN_OPS= 1024;

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
@return the problem, naming the bad pattern; empty when there is none */
static std::string kmc_parse_patterns(const char *value,
                                      std::vector<std::string> *patterns)
{
  for (const std::string &p : kmc_split(value ? value : "", ','))
  {
    if (p.empty())
      return "an empty pattern (two commas, or a comma at an end)";
    if (p.find('.') == std::string::npos)
      return "the pattern '" + p + "' has no dot (write db.table, e.g. "
        "%.kmc\\_%)";
    patterns->push_back(p);
  }
  return "";
}

/** Parse kmc_column_map: entries separated by ';', each
[db.table=]key,value[|value...][,flags[,cas[,expiry]]].
@param value    the variable's value
@param entries  the entries for named tables, in order
@param dflt     the entry without a table
@return the problem, naming the bad entry; empty when there is none */
static std::string kmc_parse_columns(const char *value,
                                     std::vector<Kmc_columns> *entries,
                                     Kmc_columns *dflt)
{
  bool have_default= false;
  for (const std::string &e : kmc_split(value ? value : "", ';'))
  {
    const std::string in= "the entry '" + e + "' ";
    Kmc_columns c;
    std::string cols= e;
    size_t eq= e.find('=');
    if (eq != std::string::npos)
    {
      c.table= kmc_split(e.substr(0, eq), ',')[0];
      cols= e.substr(eq + 1);
      if (c.table.empty() || c.table.find('.') == std::string::npos)
        return in + "names no db.table before '='";
    }
    std::vector<std::string> f= kmc_split(cols, ',');
    if (f.size() < 2 || f.size() > 5)
      return in + "is not key,value[,flags[,cas[,expiry]]]";
    c.key= f[0];
    c.values= kmc_split(f[1], KMC_VALUE_SEPARATOR);
    if (c.key.empty())
      return in + "has no key column";
    if (c.values.size() > Kmc_map::MAX_VALUES)
      return in + "has more than 8 value columns";
    for (const std::string &v : c.values)
      if (v.empty())
        return in + "has an empty value column";
    if (f.size() > 2)
      c.flags= f[2];
    if (f.size() > 3)
      c.cas= f[3];
    if (f.size() > 4)
      c.expiry= f[4];
    if (c.table.empty())
    {
      if (have_default)
        return in + "is a second entry without a table (only one default)";
      have_default= true;
      *dflt= c;
    }
    else
      entries->push_back(c);
  }
  if (!have_default)
    return "no entry without a table (the default, e.g. k,v,f,c,e)";
  return "";
}

/** The options of kmc_connect_string that are accepted: the ones that
choose servers, protocol and timeouts. Anything else
(--CONFIGURE-FILE, which makes libmemcached read a file, or a word that is
not an option) is refused. */
static const char *const kmc_allowed_options[]=
{
  "SERVER", "SOCKET", "BINARY-PROTOCOL", "NOREPLY", "TCP-NODELAY",
  "TCP-KEEPALIVE", "TCP-KEEPIDLE", "CONNECT-TIMEOUT", "POLL-TIMEOUT",
  "RCV-TIMEOUT", "SND-TIMEOUT", "RETRY-TIMEOUT",
  "REMOVE-FAILED-SERVERS", "VERIFY-KEY", "BUFFER-REQUESTS",
  "SOCKET-RECV-SIZE", "SOCKET-SEND-SIZE", "HASH", "DISTRIBUTION",
  "NAMESPACE", "SUPPORT-CAS", "NUMBER-OF-REPLICAS"
};

/** Options of a connect string, checked against kmc_allowed_options */
struct Kmc_options
{
  /** whether --NOREPLY and --BINARY-PROTOCOL are given */
  bool noreply= false, binary= false;
  /** an option that lets a key's server change while a transaction sends
  (--REMOVE-FAILED-SERVERS), or empty */
  std::string moving;
  /** whether --NAMESPACE (libmemcached puts it before each key) or
  --VERIFY-KEY (libmemcached refuses some keys) is given */
  bool key_options= false;
  /** the options, one a string */
  std::vector<std::string> tokens;

  /** Split a connect string into options (a quoted part may hold spaces)
  and check each.
  @param value  the string
  @return the problem, naming the option; empty when there is none */
  std::string parse(const char *value)
  {
    std::string cur;
    bool quoted= false;
    /* libmemcached reads \" inside quotes as a quote and # as a comment:
    either would let this split the string otherwise than libmemcached
    does, and hide an option from the checks below */
    for (const char *p= value; *p; p++)
      if (*p == '\\' || *p == '#' ||
          ((uchar) *p < ' ' && *p != '\t' && *p != '\n' && *p != '\r'))
        return std::string("the character '") +
          (*p == '\\' ? "\\" : *p == '#' ? "#" : "(a control character)") +
          "' is not accepted in kmc_connect_string";
    /* whatever the split, no part of the string may name a file to read */
    for (const char *p= value; *p; p++)
      if (!strncasecmp(p, "CONFIGURE-FILE", 14) ||
          !strncasecmp(p, "CONFIGURE_FILE", 14))
        return "the option '--CONFIGURE-FILE' is never accepted in "
          "kmc_connect_string (it would make the server read a file)";
    for (const char *p= value; *p; p++)
    {
      /* libmemcached takes a quote as quoting only at the start of a value:
      a quote anywhere else would let this split the string otherwise than
      libmemcached does (--NAMESPACE=a"b --CONFIGURE-FILE=... h"x). The
      closing quote ends the word, or a weight follows (--SOCKET="path"/?2). */
      if (*p == '"')
      {
        const char *end= p + 1;
        if (quoted && end[0] == '/' && end[1] == '?' &&
            my_isdigit(&my_charset_latin1, end[2]))
          for (end+= 2; my_isdigit(&my_charset_latin1, *end); end++) {}
        if (quoted ? *end && *end != ' ' && *end != '\t' && *end != '\n' &&
                     *end != '\r'
                   : p == value || p[-1] != '=' ||
                     cur.find('"') != std::string::npos)
          return "a quote in kmc_connect_string must enclose a whole value, "
            "as in --SOCKET=\"path\"";
        quoted= !quoted;
      }
      if (!quoted && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
      {
        if (!cur.empty())
          tokens.push_back(cur);
        cur.clear();
        continue;
      }
      cur+= *p;
    }
    if (quoted)
      return "the option '" + cur + "' has an unclosed quote";
    if (!cur.empty())
      tokens.push_back(cur);
    for (const std::string &t : tokens)
    {
      if (t.compare(0, 2, "--"))
        return "'" + t + "' is not an option (each starts with --, e.g. "
          "--SERVER=host:port or --SOCKET=\"path\")";
      size_t eq= t.find('=');
      std::string name= t.substr(2, eq == std::string::npos
                                 ? std::string::npos : eq - 2);
      for (char &ch : name)
        ch= ch == '_' ? '-' : (char) toupper((uchar) ch);
      bool ok= false;
      for (const char *a : kmc_allowed_options)
        ok|= name == a;
      if (!ok)
        return "the option '" + t.substr(0, eq) + "' is not accepted here "
          "(accepted: --SERVER, --SOCKET, --BINARY-PROTOCOL, --NOREPLY, "
          "--TCP-NODELAY, --TCP-KEEPALIVE, the timeouts; "
          "never --CONFIGURE-FILE)";
      if (name == "BUFFER-REQUESTS")
        return "the option '--BUFFER-REQUESTS': nobody would read memcached's "
          "answers to the requests it holds back, so a transaction could "
          "commit before memcached has its values, and a later one's value "
          "of the same key could reach memcached first; use --NOREPLY, "
          "which sends a transaction's operations without waiting and reads "
          "one answer a server";
      if (name == "NUMBER-OF-REPLICAS")
        return "the option '--NUMBER-OF-REPLICAS': libmemcached writes the "
          "copies to the other servers without waiting for an answer, so a "
          "copy could reach memcached after a later transaction's value of "
          "the same key";
      if (name == "DISTRIBUTION" && eq != std::string::npos &&
          !strncasecmp(t.c_str() + eq + 1, "random", 6))
        return "the option '" + t + "': a key would go to a server chosen "
          "anew for each operation, so a set and a later delete of one key "
          "could go to two servers";
      if (name == "REMOVE-FAILED-SERVERS")
        moving= t.substr(0, eq);
      if (name == "NAMESPACE" || name == "VERIFY-KEY")
        key_options= true;
      if (name == "NOREPLY")
        noreply= true;
      else if (name == "BINARY-PROTOCOL")
        binary= true;
    }
    if (noreply && !moving.empty())
      return "the options '--NOREPLY' and '" + moving + "' together: with "
        "--NOREPLY a transaction waits for one answer from each server it "
        "sent to, and " + moving + " may send a key to another server than "
        "the one that answers";
    if (noreply && binary)
      return "the options '--NOREPLY' and '--BINARY-PROTOCOL' together: "
        "memcached answers a quiet delete of a missing key with an error "
        "that is never read, and the connection stalls once those fill its "
        "buffers; use --NOREPLY with the text protocol";
    return "";
  }
};

/** Escape a name for a message or the error log: control characters and
backslashes become \xNN, so a table name cannot forge a log line.
@param in   the name
@param len  its length
@return the escaped name */
static std::string kmc_escape(const char *in, size_t len)
{
  std::string out;
  for (size_t i= 0; i < len; i++)
  {
    uchar c= (uchar) in[i];
    if (c < ' ' || c == 127 || c == '\\')
    {
      char hex[8];
      snprintf(hex, sizeof hex, "\\x%02x", c);
      out+= hex;
    }
    else
      out+= (char) c;
  }
  return out;
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
  const char *(*strerror)(const memcached_st *, memcached_return_t);
  const char *(*last_error_message)(const memcached_st *);
  int (*last_error_errno)(const memcached_st *);
  uint64_t (*behavior_get)(memcached_st *, const memcached_behavior_t);
  memcached_return_t (*behavior_set)(memcached_st *, const memcached_behavior_t,
                                     uint64_t);
  memcached_return_t (*check)(const char *, size_t, char *, size_t);
  const memcached_instance_st *(*server_by_key)(memcached_st *, const char *,
                                                size_t, memcached_return_t *);
  const char *(*server_name)(const memcached_instance_st *);
  in_port_t (*server_port)(const memcached_instance_st *);
  const char *(*server_type)(const memcached_instance_st *);

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
      {&del, "memcached_delete"},
      {&strerror, "memcached_strerror"},
      {&last_error_message, "memcached_last_error_message"},
      {&last_error_errno, "memcached_last_error_errno"},
      {&behavior_get, "memcached_behavior_get"},
      {&behavior_set, "memcached_behavior_set"},
      {&check, "libmemcached_check_configuration"},
      {&server_by_key, "memcached_server_by_key"},
      {&server_name, "memcached_server_name"},
      {&server_port, "memcached_server_port"},
      {&server_type, "memcached_server_type"}
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
static_assert(sizeof(Kmc_op) == 56 || sizeof(void *) != 8,
              "docs/kmc.md (kmc_max_transaction_size) counts 56 bytes an operation");

/** Whether a KILL, STOP SLAVE or shutdown ends the sending of a group. A
parallel worker is not killed by STOP SLAVE, which lets the groups that have
started finish: it sees abort_slave, which STOP SLAVE (and an error of
another worker) sets, and START SLAVE UNTIL also sets once it reached its
position (stop_for_until: the groups before that position are still to be
applied).
@param thd  the applying thread
@param rgi  the event group
@return whether to stop */
static bool kmc_interrupted(THD *thd, const rpl_group_info *rgi)
{
  return thd->killed || abort_loop ||
    (rgi->rli->abort_slave &&
     (!rgi->is_parallel_exec || !rgi->rli->stop_for_until));
}

/** What ends a send of the pipe: kmc_interrupted() for a send; for the
deletes of a take-back, only a KILL, STOP SLAVE or shutdown that came after
it started (one that caused it still lets it delete) */
struct Kmc_stop
{
  /** the applying thread */
  THD *thd;
  /** the event group */
  const rpl_group_info *rgi;
  /** whether this is a take-back */
  bool take_back;
  /** for a take-back: whether it was killed, stopping, shutting down when
  it started */
  bool killed, stopping, shutting_down;

  /** @return whether to stop */
  bool operator()() const
  {
    if (!take_back)
      return kmc_interrupted(thd, rgi);
    return (!shutting_down && abort_loop) || (!killed && thd->killed) ||
      (!stopping && rgi->rli->abort_slave &&
       (!rgi->is_parallel_exec || !rgi->rli->stop_for_until));
  }
};

/** Why Kmc_batch::send() may count a skipped operation as one memcached
may still apply late: KMC_LATE_PIPE, a time-out of the pipe's (its answer
may yet be read); KMC_LATE_LIB, a failure of libmemcached's */
static constexpr uchar KMC_LATE_PIPE= 1, KMC_LATE_LIB= 2;

/** What the pipe made of an operation */
enum kmc_pipe_state : uchar
{
  /** not written: libmemcached sends it */
  KMC_PIPE_NONE,
  /** memcached answered STORED, DELETED or NOT_FOUND (a delete) */
  KMC_PIPE_DONE,
  /** written, but refused or its answer lost with the connection:
  libmemcached sends it again (for its answer, or its error) */
  KMC_PIPE_AGAIN,
  /** written (or being written), and no answer came within the poll
  timeout (or memcached took no more of the write) */
  KMC_PIPE_TIMEOUT,
  /** not written whole: memcached took no more of its write within the
  poll timeout, and the connection was closed, so memcached discards what
  it has of it (it is not sent again either) */
  KMC_PIPE_UNWRITTEN,
  /** written, its answer not read yet: Kmc_pipe::await() reads it */
  KMC_PIPE_PENDING,
  /** not written: the server refused the connection, or has no socket
  (Kmc_pipe::connect_error() says why; libmemcached would fail alike) */
  KMC_PIPE_UNREACHABLE
};

/** What came of one write of the pipe and the reading of its answers */
enum kmc_exchange
{
  /** every answer read (each operation's state says which) */
  KMC_EXCHANGE_ANSWERED,
  /** nothing could be written: the connection was closed by memcached
  (a restart); the link is closed, the operations left KMC_PIPE_NONE */
  KMC_EXCHANGE_STALE,
  /** the connection failed or its answers went astray after the write;
  the link is closed, the unanswered operations KMC_PIPE_AGAIN */
  KMC_EXCHANGE_LOST,
  /** an answer did not come within the poll timeout; the connection is
  kept, that operation is KMC_PIPE_TIMEOUT and the later ones of the write
  KMC_PIPE_PENDING. Or memcached took no more of the write within it; the
  link is closed, the operations of the write written whole
  KMC_PIPE_TIMEOUT, the others KMC_PIPE_UNWRITTEN. */
  KMC_EXCHANGE_TIMEOUT
};

/** Operations' bytes written at once before their answers are read: the
answers of one write stay far below the socket buffers, so memcached never
stops reading for want of a reader of its answers */
static constexpr size_t KMC_PIPE_CHUNK= 64 << 10;
/** Milliseconds of a wait for answers after which a stop (KILL, STOP SLAVE,
shutdown) is looked at, as long as the poll timeout has not run out */
static constexpr int KMC_PIPE_SLICE= 100;
/** Seconds between two error log lines about skipped operations that
memcached may still apply */
static constexpr ulonglong KMC_LATE_LOG_EVERY= 10;
/** Operations written at once at most */
static constexpr size_t KMC_PIPE_CHUNK_OPS= 512;

/** A transaction's operations written to memcached's text protocol in few
writes, each followed by reading their answers, one line an operation: a
round trip for up to KMC_PIPE_CHUNK bytes instead of one an operation.
libmemcached still chooses each key's server, and sends what the pipe could
not (a server it cannot reach, an answer that is not a success), so its
errors and its reconnection are what a DBA sees. Used with the text
protocol when the connect string has no --NOREPLY, --NAMESPACE, --VERIFY-KEY
or --REMOVE-FAILED-SERVERS. */
static bool kmc_skipping();

class Kmc_pipe
{
public:
  ~Kmc_pipe()
  {
    for (Link &l : links)
      close_link(&l);
  }
  /** Send operations. A write whose answer does not come within the poll
  timeout ends it: that operation and the later ones of its write are
  KMC_PIPE_PENDING (await()), the operations of other writes KMC_PIPE_NONE.
  @param stop   when to stop between two writes
  @param lib    the library
  @param mc     a connection of the configuration (for the servers)
  @param ops    the operations
  @param plan   which of them to send, in this order
  @param n      how many entries of plan, from the first, to send
  @param del    whether to delete each key, whatever the operation
  @param state  one kmc_pipe_state a plan entry, all KMC_PIPE_NONE */
  void send(const Kmc_stop &stop, Kmc_lib *lib, memcached_st *mc,
            const std::vector<Kmc_op> &ops, const std::vector<uint32_t> &plan,
            size_t n, bool del, std::vector<uchar> *state);
  /** Wait for the answer of a KMC_PIPE_PENDING operation, one poll timeout
  at most, less if the stop of the last send() comes; the answers of the
  pending operations before it are read first (on the one connection they
  come in order).
  @param j      the operation's position in the plan
  @param state  the states (set for the operations whose answer is read)
  @return its state: KMC_PIPE_DONE, KMC_PIPE_AGAIN (refused, or the
  connection failed), or KMC_PIPE_TIMEOUT (still not answered) */
  kmc_pipe_state await(size_t j, std::vector<uchar> *state)
  {
    return await(j, state, poll_timeout);
  }
  /** Read the answers of every KMC_PIPE_PENDING operation, so that what
  is sent next (a take-back's deletes, on any connection) comes after them
  in memcached; stops at the first poll timeout.
  @param state  the states (set for the operations whose answer is read)
  @param wait   whether to wait for them a poll timeout each (else
  KMC_PIPE_SLICE at most: after a time-out, a stop does not wait again)
  @return whether every answer was read (else the connection is closed:
  memcached may still apply what is unanswered) */
  bool drain(std::vector<uchar> *state, bool wait);
  /** End a send: a connection with answers still to come is closed (its
  answers would be taken for those of the next send), and memory of a
  large transaction is given back. */
  void finish();
  /** @return whether a write of the last send() was given up part way
  (what memcached had of it may reach it after a take-back's deletes) */
  bool write_cut() const { return cut; }
  /** Why an operation's server could not be reached.
  @param j  the operation's position in the plan of the last send()
  @return the errno of its connect, or 0 */
  int connect_error(size_t j) const
  {
    return j < link_of.size() && link_of[j] < links.size()
      ? links[link_of[j]].err : 0;
  }
private:
  /** A connection to one server */
  struct Link
  {
    /** host name, or the socket's path */
    std::string name;
    /** TCP port */
    unsigned port;
    /** whether name is a unix socket */
    bool socket;
    /** the connection, or -1 (blocking; sends are not: MSG_DONTWAIT) */
    int fd= -1;
    /** the receive time-out set on fd (SO_RCVTIMEO), milliseconds; -1:
    none yet */
    int rcv_timeout= -1;
    /** errno of the last connect that failed (-1: the name did not
    resolve); 0 once connected */
    int err= 0;
  };
  /** of each plan entry of the last send(), its link; SIZE_MAX: none */
  std::vector<size_t> link_of;
  /** the operations written whose answers are to be read, in order, and
  their link */
  std::vector<size_t> awaiting;
  Link *awaiting_link= nullptr;
  /** milliseconds to wait for the socket (--POLL-TIMEOUT) */
  int poll_timeout= 0;
  /** the stop of the send in progress, looked at while answers are waited
  for (from send() to finish()); nullptr: the whole time-out is waited */
  const Kmc_stop *watch= nullptr;
  /** whether the last send() deletes */
  bool deleting= false;
  /** whether a write of the last send() was given up after a whole command
  of it was written: memcached may still apply that, after what comes on
  other connections */
  bool cut= false;
  /** the operations and plan of the send in progress */
  const std::vector<Kmc_op> *cur_ops= nullptr;
  const std::vector<uint32_t> *cur_plan= nullptr;

  /** @return the operation of a plan entry of the send in progress
  @param j  the entry */
  const Kmc_op *cur_op(size_t j) const { return &(*cur_ops)[(*cur_plan)[j]]; }
  /** the servers, each with its connection */
  std::vector<Link> links;
  /** the operations of one write */
  std::string out;
  /** where each operation of the write ends in out (empty if it could not
  be kept: every operation of a write cut short then counts as written) */
  std::vector<size_t> ends;
  /** the answers of one write */
  std::string in;

  /** Close a link's connection.
  @param l  the link */
  static void close_link(Link *l)
  {
    if (l->fd >= 0)
      close(l->fd);
    l->fd= -1;
    l->rcv_timeout= -1;
  }
  /** Connect a link.
  @param l        the link
  @param timeout  milliseconds to wait for a connection
  @return whether it failed */
  static bool connect_link(Link *l, int timeout);
  /** send(), which may throw std::bad_alloc.
  @param poll_timeout     milliseconds to wait for the socket
  @param connect_timeout  milliseconds to wait for a connection */
  void send_links(const Kmc_stop &stop, Kmc_lib *lib, memcached_st *mc,
                  const std::vector<Kmc_op> &ops,
                  const std::vector<uint32_t> &plan, size_t n,
                  std::vector<uchar> *state, int connect_timeout);
  /** Read one answer line.
  @param l        the link
  @param line     the line, without its end
  @param timeout  milliseconds to wait for it at most
  @return 1 read, 0 timed out (or watch said stop), -1 the connection
  failed */
  int read_line(Link *l, std::string *line, int timeout);
  /** Wait until a connection takes more of a write: the poll timeout at
  most, less if the stop of the send comes (looked at every KMC_PIPE_SLICE).
  @param fd  the connection
  @return 1 ready, 0 timed out or stopped, -1 failed */
  int wait_writable(int fd);
  /** The part of a wait to wait before the stop is looked at again.
  @param left  milliseconds left of the wait
  @return KMC_PIPE_SLICE at most while there is a stop to look at */
  int slice_of(int left) const
  {
    return watch ? std::min(left, KMC_PIPE_SLICE) : left;
  }
  /** await() with a time-out of its own.
  @param timeout  milliseconds to wait for each answer at most */
  kmc_pipe_state await(size_t j, std::vector<uchar> *state, int timeout);
  /** Write and read the answers of some operations to one server.
  @param l        the link
  @param ops      the operations
  @param plan     the plan
  @param which    positions in plan of the operations, in order
  @param state    the states (set for these)
  @return what came of it */
  kmc_exchange exchange(Link *l, const std::vector<Kmc_op> &ops,
                        const std::vector<uint32_t> &plan,
                        const std::vector<size_t> &which,
                        std::vector<uchar> *state);
  /** Take an answer for an operation.
  @param line  the answer
  @param op    the operation
  @return KMC_PIPE_DONE, KMC_PIPE_AGAIN (refused), or KMC_PIPE_NONE (not
  an answer the pipe knows: the stream is given up) */
  kmc_pipe_state answer(const std::string &line, const Kmc_op &op) const;
};

/** Milliseconds left until a deadline, rounded up.
@param end  the deadline (my_interval_timer())
@return them, 0 once it has passed */
static int kmc_ms_left(ulonglong end)
{
  const ulonglong now= my_interval_timer();
  return now >= end ? 0
    : (int) std::min<ulonglong>((end - now + 999999) / 1000000, INT_MAX32);
}

/** Wait until a socket is ready.
@param fd       the socket
@param events   POLLIN or POLLOUT
@param timeout  milliseconds
@return 1 ready, 0 timed out, -1 failed */
static int kmc_wait_fd(int fd, short events, int timeout)
{
  const ulonglong end= my_interval_timer() + (ulonglong) timeout * 1000000;
  struct pollfd p= {fd, events, 0};
  for (;;)
  {
    int n= poll(&p, 1, timeout);
    if (n >= 0)
      return n;
    if (errno != EINTR)
      return -1;
    /* A signal (STOP SLAVE sends one every 2 seconds) does not start the
    time-out again */
    if (!(timeout= kmc_ms_left(end)))
      return 0;
  }
}


int Kmc_pipe::wait_writable(int fd)
{
  const ulonglong end= my_interval_timer() + (ulonglong) poll_timeout * 1000000;
  for (;;)
  {
    const int left= kmc_ms_left(end), slice= slice_of(left);
    const int w= kmc_wait_fd(fd, POLLOUT, slice);
    if (w || slice == left || (watch && (*watch)()))
      return w;
  }
}

bool Kmc_pipe::connect_link(Link *l, int timeout)
{
  struct addrinfo *res= nullptr;
  struct sockaddr_un un;
  if (l->socket)
  {
    if (l->name.size() >= sizeof un.sun_path)
      return true;
    memset(&un, 0, sizeof un);
    un.sun_family= AF_UNIX;
    memcpy(un.sun_path, l->name.c_str(), l->name.size() + 1);
  }
  else
  {
    struct addrinfo hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_family= AF_UNSPEC;
    hints.ai_socktype= SOCK_STREAM;
    const std::string port= std::to_string(l->port);
    if (getaddrinfo(l->name.c_str(), port.c_str(), &hints, &res))
    {
      l->err= -1;
      return true;
    }
  }
  l->err= ENOTCONN;
  for (struct addrinfo *a= res; l->socket || a; a= a ? a->ai_next : nullptr)
  {
    const int family= l->socket ? AF_UNIX : a->ai_family;
    int fd= socket(family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd >= 0)
    {
      int rc= l->socket
        ? connect(fd, (struct sockaddr *) &un, sizeof un)
        : connect(fd, a->ai_addr, a->ai_addrlen);
      l->err= rc ? errno : 0;
      if (rc && errno == EINPROGRESS)
      {
        int w= kmc_wait_fd(fd, POLLOUT, timeout);
        int err= w ? 0 : ETIMEDOUT;
        socklen_t len= sizeof err;
        if (w == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len))
          err= errno;
        l->err= err;
        rc= err != 0;
      }
      /* Blocking from here on: an answer is waited for in recv() itself
      (SO_RCVTIMEO), one system call instead of poll() and recv() */
      if (!rc && (rc= fcntl(fd, F_SETFL,
                            fcntl(fd, F_GETFL) & ~O_NONBLOCK)))
        l->err= errno;
      if (!rc)
      {
        if (!l->socket)
        {
          int one= 1;
          setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        }
        l->fd= fd;
        l->rcv_timeout= -1;
        break;
      }
      close(fd);
    }
    if (l->socket)
      break;
  }
  if (res)
    freeaddrinfo(res);
  return l->fd < 0;
}

/** Append a space and the decimal digits of a number (snprintf() is
slower, and this runs for every set).
@param out  the buffer
@param n    the number */
static void kmc_append_number(std::string *out, ulonglong n)
{
  char digits[21];
  char *p= digits + sizeof digits;
  do
    *--p= (char) ('0' + n % 10);
  while (n/= 10);
  *--p= ' ';
  out->append(p, digits + sizeof digits - p);
}

/** Append one operation in memcached's text protocol.
@param out  the buffer
@param op   the operation
@param del  whether to delete the key, whatever the operation */
static void kmc_pipe_append(std::string *out, const Kmc_op &op, bool del)
{
  if (!op.value || del)
  {
    out->append("delete ", 7);
    out->append(op.key, op.key_len);
    out->append("\r\n", 2);
    return;
  }
  out->append("set ", 4);
  out->append(op.key, op.key_len);
  kmc_append_number(out, op.flags);
  /* kmc_flags_expiry() keeps it in 0..2147483647 */
  DBUG_ASSERT(op.expiry >= 0);
  kmc_append_number(out, (ulonglong) op.expiry);
  kmc_append_number(out, op.value_len);
  out->append("\r\n", 2);
  out->append(op.value, op.value_len);
  out->append("\r\n", 2);
}

int Kmc_pipe::read_line(Link *l, std::string *line, int timeout)
{
  /* The time-out runs from here: a signal does not start it again (STOP
  SLAVE sends one every 2 seconds) */
  const ulonglong end= my_interval_timer() + (ulonglong) timeout * 1000000;
  size_t eol;
  while ((eol= in.find("\r\n")) == std::string::npos)
  {
    /* recv() waits itself (SO_RCVTIMEO), a slice at a time; nothing left:
    what has come, without waiting */
    const int slice= slice_of(kmc_ms_left(end));
    if (slice && l->rcv_timeout != slice)
    {
      struct timeval tv= {slice / 1000, (slice % 1000) * 1000};
      if (setsockopt(l->fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv))
        return -1;
      l->rcv_timeout= slice;
    }
    char buf[4096];
    ssize_t n= recv(l->fd, buf, sizeof buf, slice ? 0 : MSG_DONTWAIT);
    if (n > 0)
    {
      in.append(buf, n);
      continue;
    }
    if (!n || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
      return -1;                        /* closed, or failed */
    /* A signal only wakes recv() (STOP SLAVE's comes at once, and a
    memcached that answers in microseconds is still waited for) */
    if (errno == EINTR)
      continue;
    if (!slice)
      return 0;                         /* timed out */
    /* A slice without an answer: a stop gives the wait up, as timed out */
    if (watch && (*watch)())
      return 0;
  }
  line->assign(in, 0, eol);
  in.erase(0, eol + 2);
  return 1;
}

kmc_pipe_state Kmc_pipe::answer(const std::string &line,
                                const Kmc_op &op) const
{
  const bool set= op.value && !deleting;
  if (set ? line == "STORED" : line == "DELETED" || line == "NOT_FOUND")
    return KMC_PIPE_DONE;
  if (line == "NOT_STORED" || line == "EXISTS" || line == "NOT_FOUND" ||
      !line.compare(0, 12, "SERVER_ERROR"))
    return KMC_PIPE_AGAIN;
  return KMC_PIPE_NONE;
}

kmc_exchange Kmc_pipe::exchange(Link *l, const std::vector<Kmc_op> &ops,
                                const std::vector<uint32_t> &plan,
                                const std::vector<size_t> &which,
                                std::vector<uchar> *state)
{
  /* A large value's buffer is not kept for the next transaction */
  if (out.capacity() > 4 * KMC_PIPE_CHUNK)
    std::string().swap(out);
  out.clear();
  in.clear();
  /* where the write's first command ends: memcached applies only whole
  commands */
  size_t first_end= 0;
  ends.clear();
  for (size_t j : which)
  {
    kmc_pipe_append(&out, ops[plan[j]], deleting);
    if (!first_end)
      first_end= out.size();
    try
    {
      ends.push_back(out.size());
    }
    catch (const std::bad_alloc &)
    {
      /* every command of a write cut short then counts as written */
      ends.clear();
      ends.shrink_to_fit();
    }
  }
  if (ends.size() != which.size())
    ends.clear();
  /* Poll timeouts a stalled write waits: under SKIP one for each of its
  operations, as libmemcached's writes of them one by one would (a memcached
  that stalls and goes on still gets them all); else one */
  size_t stalls_left= !deleting && kmc_skipping() ? which.size() : 1;
  for (size_t done= 0; done < out.size(); )
  {
    ssize_t n= ::send(l->fd, out.data() + done, out.size() - done,
                      MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0)
    {
      /* From here on the operations may have reached memcached */
      if (!done)
        for (size_t j : which)
          (*state)[j]= KMC_PIPE_AGAIN;
      done+= n;
      continue;
    }
    if (n < 0 && errno == EINTR)
      continue;
    const int writable= n < 0 && errno == EAGAIN ? wait_writable(l->fd) : -1;
    if (writable == 1 ||
        (!writable && --stalls_left && !(watch && (*watch)())))
      continue;
    close_link(l);
    if (!writable)
    {
      /* Memcached took no more of the write within the poll timeout (or a
      stop came): it is not written again, by the pipe or by libmemcached,
      which would wait as long once more. What memcached has of it, it may
      still apply, after anything sent on another connection: a take-back
      cannot undo it. */
      cut= cut || done >= first_end;
      for (size_t a= 0; a < which.size(); a++)
        (*state)[which[a]]= ends.empty() || ends[a] <= done
          ? KMC_PIPE_TIMEOUT : KMC_PIPE_UNWRITTEN;
      return KMC_EXCHANGE_TIMEOUT;
    }
    /* Nothing written (a connection memcached closed: EPIPE) leaves the
    operations to libmemcached as if the pipe had not tried. A write cut
    short is not continued: what memcached has of it is not a whole
    command, and the connection is given up. */
    return done ? KMC_EXCHANGE_LOST : KMC_EXCHANGE_STALE;
  }
  std::string line;
  for (size_t a= 0; a < which.size(); a++)
  {
    int r= read_line(l, &line, poll_timeout);
    if (r == 0)
    {
      /* Memcached is slow or hung: the answers are still to come on this
      connection, in order; await() reads them, one poll timeout each */
      awaiting.assign(which.begin() + a, which.end());
      awaiting_link= l;
      for (size_t j : awaiting)
        (*state)[j]= KMC_PIPE_PENDING;
      /* this one has had its poll timeout; its answer, should it come, is
      read before the next one's */
      (*state)[which[a]]= KMC_PIPE_TIMEOUT;
      return KMC_EXCHANGE_TIMEOUT;
    }
    const size_t j= which[a];
    kmc_pipe_state st= r < 0 ? KMC_PIPE_NONE : answer(line, ops[plan[j]]);
    if (st == KMC_PIPE_NONE)
    {
      /* The connection failed, or an answer the pipe does not know (ERROR,
      CLIENT_ERROR): the answers that follow may not be one an operation;
      the connection is given up, and libmemcached sends this operation
      and the later ones of the write again (they are KMC_PIPE_AGAIN) */
      close_link(l);
      return KMC_EXCHANGE_LOST;
    }
    (*state)[j]= st;
  }
  if (!in.empty())
    close_link(l);                      /* an answer nothing asked for */
  return KMC_EXCHANGE_ANSWERED;
}

kmc_pipe_state Kmc_pipe::await(size_t j, std::vector<uchar> *state,
                               int timeout)
{
  std::string line;
  while (awaiting_link && awaiting_link->fd >= 0 &&
         std::find(awaiting.begin(), awaiting.end(), j) != awaiting.end())
  {
    int r= read_line(awaiting_link, &line, timeout);
    if (r == 0)
      return KMC_PIPE_TIMEOUT;
    const size_t k= awaiting.front();
    kmc_pipe_state st= r < 0 ? KMC_PIPE_NONE : answer(line, *cur_op(k));
    if (st == KMC_PIPE_NONE)
    {
      close_link(awaiting_link);
      break;
    }
    (*state)[k]= st;
    awaiting.erase(awaiting.begin());
  }
  if (std::find(awaiting.begin(), awaiting.end(), j) != awaiting.end())
  {
    /* The connection failed: libmemcached sends the rest again */
    for (size_t k : awaiting)
      (*state)[k]= KMC_PIPE_AGAIN;
    awaiting.clear();
    awaiting_link= nullptr;
  }
  return (kmc_pipe_state) (*state)[j];
}

bool Kmc_pipe::drain(std::vector<uchar> *state, bool wait)
{
  /* It runs because of a stop: the stop is not looked at */
  watch= nullptr;
  while (!awaiting.empty())
  {
    if (await(awaiting.back(), state,
              wait ? poll_timeout : std::min(poll_timeout, KMC_PIPE_SLICE)) ==
        KMC_PIPE_TIMEOUT)
    {
      close_link(awaiting_link);
      awaiting.clear();
      awaiting_link= nullptr;
      return false;
    }
    if (!awaiting_link)
      return false;                     /* the connection failed */
  }
  return true;
}

void Kmc_pipe::finish()
{
  if (awaiting_link && !awaiting.empty())
    close_link(awaiting_link);
  awaiting.clear();
  awaiting_link= nullptr;
  watch= nullptr;
  cur_ops= nullptr;
  cur_plan= nullptr;
  if (link_of.capacity() > 16 * KMC_PIPE_CHUNK_OPS)
    std::vector<size_t>().swap(link_of);
  if (in.capacity() > 4 * KMC_PIPE_CHUNK)
    std::string().swap(in);
}

void Kmc_pipe::send(const Kmc_stop &stop, Kmc_lib *lib, memcached_st *mc,
                    const std::vector<Kmc_op> &ops,
                    const std::vector<uint32_t> &plan, size_t n, bool del,
                    std::vector<uchar> *state)
{
  poll_timeout=
    (int) std::min<uint64_t>(lib->behavior_get(mc,
                                               MEMCACHED_BEHAVIOR_POLL_TIMEOUT),
                             INT_MAX32);
  const int connect_timeout=
    (int) std::min<uint64_t>(lib->behavior_get(mc,
                                               MEMCACHED_BEHAVIOR_CONNECT_TIMEOUT),
                             INT_MAX32);
  /* A take-back that runs because of a KILL, STOP SLAVE or shutdown waits
  for each answer KMC_PIPE_SLICE at most: a hung memcached must not hold the
  stop up (its keys are then said to stay) */
  if (stop.take_back && (stop.killed || stop.stopping || stop.shutting_down))
    poll_timeout= std::min(poll_timeout, KMC_PIPE_SLICE);
  deleting= del;
  cut= false;
  watch= &stop;
  cur_ops= &ops;
  cur_plan= &plan;
  awaiting.clear();
  awaiting_link= nullptr;
  try
  {
    send_links(stop, lib, mc, ops, plan, n, state, connect_timeout);
  }
  catch (const std::bad_alloc &)
  {
    /* An exchange may have been cut short: its answers are not read */
    for (Link &l : links)
      close_link(&l);
    for (size_t j : awaiting)
      (*state)[j]= KMC_PIPE_AGAIN;
    awaiting.clear();
    awaiting_link= nullptr;
  }
}

void Kmc_pipe::send_links(const Kmc_stop &stop, Kmc_lib *lib,
                          memcached_st *mc, const std::vector<Kmc_op> &ops,
                          const std::vector<uint32_t> &plan, size_t n,
                          std::vector<uchar> *state, int connect_timeout)
{
  /* Each plan entry's link; SIZE_MAX: libmemcached sends it */
  link_of.assign(n, SIZE_MAX);
  for (size_t j= 0; j < n; j++)
  {
    const Kmc_op &op= ops[plan[j]];
    memcached_return_t rc;
    const memcached_instance_st *s=
      lib->server_by_key(mc, op.key, op.key_len, &rc);
    const char *name= s ? lib->server_name(s) : nullptr;
    const char *type= s ? lib->server_type(s) : nullptr;
    if (!name || !*name || !type)
      continue;
    const bool socket= !strcmp(type, "SOCKET");
    if (!socket && strcmp(type, "TCP"))
      continue;
    const unsigned port= socket ? 0 : lib->server_port(s);
    size_t k= 0;
    while (k < links.size() && (links[k].socket != socket ||
                                links[k].port != port || links[k].name != name))
      k++;
    if (k == links.size())
    {
      Link l;
      l.name= name;
      l.port= port;
      l.socket= socket;
      links.push_back(l);
    }
    link_of[j]= k;
  }
  /* The servers in the order of the plan's first operation for each (a
  server that hangs holds up only the servers after it) */
  std::vector<size_t> order;
  for (size_t j= 0; j < n; j++)
    if (link_of[j] != SIZE_MAX &&
        std::find(order.begin(), order.end(), link_of[j]) == order.end())
      order.push_back(link_of[j]);
  std::vector<size_t> which;
  for (size_t k : order)
  {
    Link *l= &links[k];
    size_t j= 0;
    /* whether the link was connected by this send */
    bool fresh= false;
    while (j < n)
    {
      /* STOP SLAVE, KILL and shutdown wait for one write's answers at most;
      what is left goes to libmemcached, whose loop stops at once */
      if (stop())
        return;
      if (l->fd < 0 && !(fresh= !connect_link(l, connect_timeout)))
      {
        /* Refused, or no socket: each of the server's operations fails
        as libmemcached's would, without a second connect. A name that
        does not resolve is left to libmemcached. */
        if (l->err > 0)
          for (size_t i= j; i < n; i++)
            if (link_of[i] == k)
              (*state)[i]= KMC_PIPE_UNREACHABLE;
        break;
      }
      which.clear();
      size_t bytes= 0;
      const size_t first= j;
      for (; j < n && which.size() < KMC_PIPE_CHUNK_OPS &&
             bytes < KMC_PIPE_CHUNK; j++)
        if (link_of[j] == k)
        {
          which.push_back(j);
          const Kmc_op &op= ops[plan[j]];
          bytes+= op.key_len + op.value_len + 48;
        }
      if (which.empty())
        break;
      switch (exchange(l, ops, plan, which, state)) {
      case KMC_EXCHANGE_ANSWERED:
        if (l->fd < 0)
          break;                        /* an answer nothing asked for */
        continue;
      case KMC_EXCHANGE_STALE:
        if (fresh)
          break;
        /* A kept connection that memcached closed (it restarted):
        connect again once, as libmemcached does, and write again */
        j= first;
        continue;
      case KMC_EXCHANGE_LOST:
        break;
      case KMC_EXCHANGE_TIMEOUT:
        return;                         /* the rest waits for await() */
      }
      break;
    }
  }
}

/** One value of the kmc_ variables, parsed, with its connections */
class Kmc_config
{
public:
  /** why this configuration cannot be used; empty when it can */
  std::string error;
  /** the table patterns */
  std::vector<std::string> patterns;
  /** whether every table counts as a kmc table: kmc_table_pattern could not
  be read (a value from my.cnf is not checked as SET checks it), so which
  tables are kmc tables is not known, and all of them stop on error */
  bool match_all= false;
  /** column map entries for named tables */
  std::vector<Kmc_columns> columns;
  /** the column map entry for all other tables */
  Kmc_columns default_columns;
  /** whether the binary protocol is used (keys may hold any byte) */
  bool binary= false;
  /** whether operations are sent without waiting for memcached's answer
  (--NOREPLY with the text protocol): the last of a transaction's
  operations for each server is sent with one, which memcached gives once it
  has applied the ones before it on the connection */
  bool noreply= false;
  /** whether sends go through a Kmc_pipe (the text protocol, without
  --NOREPLY, --NAMESPACE, --VERIFY-KEY or --REMOVE-FAILED-SERVERS) */
  bool pipe= false;

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
  /** Take an idle pipe, or make one.
  @return the pipe, or nullptr (out of memory) */
  Kmc_pipe *acquire_pipe();
  /** Give a pipe back.
  @param p  the pipe */
  void release_pipe(Kmc_pipe *p);

  /** the library the connections come from */
  Kmc_lib *lib= nullptr;
private:
  /** the connection the others are cloned from */
  memcached_st *master= nullptr;
  /** protects idle */
  mysql_mutex_t pool_mutex;
  /** connections not in use */
  std::vector<memcached_st *> idle;
  /** pipes not in use */
  std::vector<Kmc_pipe *> idle_pipes;
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
  /** operations SKIP left out that memcached was sent and did not answer
  in time, so may still apply after later values of their keys; with
  --NOREPLY also those written without an answer before them (log_late()) */
  Atomic_counter<ulonglong> skipped_unanswered{0};
  /** the latest of those errors */
  char last_error[512];
  /** whether kmc_init() ran */
  bool inited= false;
  /** when the error log last said that skipped operations may still reach
  memcached (my_interval_timer()), and the transactions not said since */
  std::atomic<ulonglong> late_logged_at{0}, late_unlogged{0};

  /** Count the operations a transaction skipped that memcached did not
  answer in time (Kmc_skipped_unanswered), and say so in the error log, at
  most once in KMC_LATE_LOG_EVERY seconds (a hung memcached would write a
  line a transaction); the line counts the transactions not said since.
  @param gtid  the transaction
  @param n     its operations skipped so */
  void log_late(const rpl_gtid &gtid, size_t n)
  {
    skipped_unanswered+= n;
    /* the last line's time first: a worker that read the clock before
    another logged must not take now - at for a long interval */
    ulonglong at= late_logged_at.load(std::memory_order_acquire);
    const ulonglong now= my_interval_timer();
    if ((at && (now < at || now - at < KMC_LATE_LOG_EVERY * 1000000000ULL)) ||
        !late_logged_at.compare_exchange_strong(at, now))
    {
      late_unlogged++;
      return;
    }
    const ulonglong more= late_unlogged.exchange(0);
    sql_print_warning("Memcached replication: GTID %u-%u-%llu skipped %zu "
                      "operation(s) that memcached did not answer in time; "
                      "memcached may still apply them, after later values of "
                      "the same keys: re-sync those tables (%llu more "
                      "transaction(s) did so since the last such warning; "
                      "Kmc_skipped_unanswered counts the operations)",
                      gtid.domain_id, gtid.server_id,
                      (ulonglong) gtid.seq_no, n, more);
  }

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
  for (Kmc_pipe *p : idle_pipes)
    delete p;
  if (master)
    lib->free(master);
  mysql_mutex_destroy(&pool_mutex);
}

static std::string kmc_connect_problem(Kmc_lib *lib,
                                       const Kmc_options &options,
                                       const char *value);

void Kmc_config::build(Kmc_lib *l)
{
  lib= l;
  std::string problem;
  if (!(problem= kmc_parse_patterns(kmc_table_pattern, &patterns)).empty())
  {
    error= "kmc_table_pattern: " + problem;
    match_all= true;
    return;
  }
  if (!(problem= kmc_parse_columns(kmc_column_map, &columns,
                                   &default_columns)).empty())
  {
    error= "kmc_column_map: " + problem;
    return;
  }
  Kmc_options options;
  if (!(problem= options.parse(kmc_connect_string)).empty())
  {
    error= "kmc_connect_string: " + problem;
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
    /* Said as SET says it (a value from my.cnf was never checked) */
    error= "kmc_connect_string: " +
      kmc_connect_problem(lib, options, kmc_connect_string);
    return;
  }
  binary= lib->behavior_get(master, MEMCACHED_BEHAVIOR_BINARY_PROTOCOL);
  noreply= !binary && lib->behavior_get(master, MEMCACHED_BEHAVIOR_NOREPLY);
  pipe= !binary && !noreply && !options.key_options && options.moving.empty();
}

/** Whether a table name matches a pattern, with letter case as the server
compares table names (it counts unless lower_case_table_names is set).
@param name     db.table
@param pattern  the pattern (% and _ wildcards, \ escapes)
@return whether it matches */
static bool kmc_wild_match(const char *name, const std::string &pattern)
{
  return !table_alias_charset->wildcmp(name, name + strlen(name),
                                       pattern.data(),
                                       pattern.data() + pattern.size(),
                                       '\\', wild_one, wild_many);
}

bool Kmc_config::matches(const char *name) const
{
  if (match_all)
    return true;
  for (const std::string &p : patterns)
    if (kmc_wild_match(name, p))
      return true;
  return false;
}

const Kmc_columns &Kmc_config::columns_for(const char *name) const
{
  for (const Kmc_columns &c : columns)
    if (kmc_wild_match(name, c.table))
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

Kmc_pipe *Kmc_config::acquire_pipe()
{
  Kmc_pipe *p= nullptr;
  mysql_mutex_lock(&pool_mutex);
  if (!idle_pipes.empty())
  {
    p= idle_pipes.back();
    idle_pipes.pop_back();
  }
  mysql_mutex_unlock(&pool_mutex);
  return p ? p : new (std::nothrow) Kmc_pipe;
}

void Kmc_config::release_pipe(Kmc_pipe *p)
{
  mysql_mutex_lock(&pool_mutex);
  try
  {
    idle_pipes.push_back(p);
    p= nullptr;
  }
  catch (const std::bad_alloc &)
  {
  }
  mysql_mutex_unlock(&pool_mutex);
  delete p;
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
  /** which operations send() sends, in binary log order: of each key, the
  transaction's last (memcached is to hold what the transaction left) */
  std::vector<uint32_t> plan;
  /** memory of keys, values and table names */
  MEM_ROOT root;
  /** gtid_sub_id of the event group the operations belong to */
  uint64 sub_id= 0;
  /** A savepoint of the transaction */
  struct Savepoint
  {
    /** its name */
    std::string name;
    /** how many operations there were when it was set */
    size_t n_ops;
  };
  /** the savepoints of the transaction */
  std::vector<Savepoint> savepoints;
  /** bytes the operations took, also those a ROLLBACK TO dropped (checked
  against kmc_max_transaction_size) */
  size_t bytes= 0;
  /** whether map is of a table that is not a kmc table but that a
  cascading foreign key of one references (map.error says so) */
  bool parent_only= false;
  /** whether send() gave every operation to memcached and the commit is
  still to come: kmc_commit_end() takes them back if it fails */
  bool sent= false;
  /** the GTID of the transaction that sent (for the error log) */
  rpl_gtid sent_gtid;
  /** whether every operation is of a row applied to its table whose key
  column is a unique key: the transaction holds the row lock of every key
  it sends until it commits, so it need not wait for the groups before it
  to send (kmc_flush()) */
  bool locked= true;
  /** kmc_apply_to_table as the transaction's first kmc row found it (a SET
  during the transaction takes effect with the next one); -1 until then */
  signed char apply= -1;

  /** Forget the operations and the configuration. Memory above what an
  ordinary transaction needs is given back, so one large transaction does
  not leave a worker holding its high-water mark. */
  void clear()
  {
    const bool big= bytes > KMC_KEEP_BYTES;
    ops.clear();
    plan.clear();
    savepoints.clear();
    config.reset();
    bytes= 0;
    sent= false;
    locked= true;
    apply= -1;
    if (big)
    {
      ops.shrink_to_fit();
      plan.shrink_to_fit();
      free_root(&root, MYF(0));
    }
    else
      free_root(&root, MYF(MY_MARK_BLOCKS_FREE));
  }
  /** Keep an operation (its key and value are copied).
  @param map    the table
  @param key    the key
  @param klen   its length
  @param value  the value, or nullptr for a delete
  @param vlen   its length
  @param flags  memcached flags
  @param expiry memcached expiry
  @return whether replication must stop (my_error() was called) */
  bool add(const Kmc_map *map, const char *key, size_t klen,
           const char *value, size_t vlen, uint32_t flags, time_t expiry);
  /** Choose the operations to send (plan).
  @return whether it could (out of memory) */
  bool make_plan();
  /** With --NOREPLY, mark the operations sent with an answer: the last one
  for each server.
  @param mc        the connection
  @param n         how many entries of plan, from the first, are to be sent
  @param fence     one flag a plan entry, set for those
  @param fence_of  nullptr, or set to the entry of each entry's fence with
                   --NOREPLY (left empty without: each is its own)
  @return whether it could (out of memory: every operation is answered) */
  bool fences(memcached_st *mc, size_t n, std::vector<bool> *fence,
              std::vector<uint32_t> *fence_of= nullptr) const;
  /** Send the operations.
  @param thd  the applying thread (a KILL stops the sending)
  @param rgi  the event group (STOP SLAVE stops the sending)
  @return whether replication must stop (my_error() was called) */
  bool send(THD *thd, rpl_group_info *rgi);
  /** Delete the keys of a sent transaction that did not commit.
  @param thd     the applying thread
  @param rgi     the event group
  @param why     what happened, for the error log
  @param n_sent  how many entries of plan, from the first, were sent (all
                 by default)
  @param use     the connection they were sent on, when it is still held
                 (with --NOREPLY, deletes on another connection could reach
                 memcached before the sets they undo); nullptr: take one
  @return whether the connection failed */
  bool take_back(THD *thd, const rpl_group_info *rgi, const char *why,
                 size_t n_sent= SIZE_MAX, memcached_st *use= nullptr);
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
/** Whether a row memcached cannot take is left out (kmc_on_error=SKIP, or
slave_skip_errors names the error: skipping it there would also drop the
rest of the rows event from the table, so it is skipped here instead).
@return whether to skip */
static bool kmc_skipping()
{
  return kmc_on_error == KMC_ON_ERROR_SKIP ||
    (use_slave_mask && bitmap_is_set(&slave_error_mask, ER_KMC_KEY));
}

static bool kmc_problem(const char *table, const char *key, size_t len,
                        const char *what)
{
  char k[80];
  if (key)
    kmc_printable(key, len, k, sizeof k);
  else
    strcpy(k, "NULL");
  /* Kmc_last_error is readable by any user: no row data in it (the key is
  in the replica's error, which needs a replication privilege, and in the
  error log) */
  kmc_note_error(1, "table %s: %s", table, what);
  if (kmc_skipping())
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

/** The memcached server a key goes to, for a message.
@param lib  the library
@param mc   the connection
@param key  the key
@param len  its length
@return "socket PATH", "HOST:PORT", or "the server of kmc_connect_string" */
static std::string kmc_server_of(Kmc_lib *lib, memcached_st *mc,
                                 const char *key, size_t len)
{
  memcached_return_t rc;
  const memcached_instance_st *s= lib->server_by_key(mc, key, len, &rc);
  const char *name= s ? lib->server_name(s) : nullptr;
  if (!name || !*name)
    return "the server of kmc_connect_string";
  const char *type= lib->server_type(s);
  std::string out= kmc_escape(name, strlen(name));
  if (type && !strcmp(type, "SOCKET"))
    return "socket " + out;
  return out + ":" + std::to_string((unsigned) lib->server_port(s));
}

/** The operating system's part of a libmemcached message: what follows
libmemcached's own name of the error, without the server it appends.
"CONNECTION FAILURE(Connection refused),  socket: /x" gives
"Connection refused"; "A TIMEOUT OCCURRED, time out,  host: h" gives
"time out".
@param detail  the cleaned message (kmc_clean_message)
@param strerr  libmemcached's name of the error
@return the part, or empty */
static std::string kmc_system_cause(const char *detail, const char *strerr)
{
  std::string d(detail);
  if (!d.compare(0, strlen(strerr), strerr))
    d.erase(0, strlen(strerr));
  size_t cut= d.find(",  ");
  if (cut != std::string::npos)
    d.erase(cut);
  size_t b= d.find_first_not_of(" ,(");
  if (b == std::string::npos)
    return "";
  d.erase(0, b);
  while (!d.empty() && (d.back() == ')' || d.back() == ' ' || d.back() == ','))
    d.pop_back();
  return d;
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

bool Kmc_batch::add(const Kmc_map *map, const char *key, size_t klen,
                    const char *value, size_t vlen, uint32_t flags,
                    time_t expiry)
{
  const size_t need= sizeof(Kmc_op) + klen + vlen;
  if (bytes + need > kmc_max_transaction_size)
  {
    char what[300];
    snprintf(what, sizeof what, "the transaction's memcached operations "
             "need more than kmc_max_transaction_size (%llu bytes; the "
             "operations a ROLLBACK TO SAVEPOINT dropped count too); raise "
             "it, or make the transactions on the primary smaller",
             (ulonglong) kmc_max_transaction_size);
    kmc_note_error(1, "table %s: %s", map->name, what);
    my_error(ER_KMC_TABLE, MYF(0), map->name, what);
    return true;
  }
  Kmc_op op;
  op.table= map->name;
  op.key= (char *) memdup_root(&root, key, klen);
  op.key_len= klen;
  op.value= !value ? nullptr : vlen ? (char *) memdup_root(&root, value, vlen)
    : "";
  op.value_len= vlen;
  op.flags= flags;
  op.expiry= expiry;
  if (!op.key || (value && !op.value))
  {
    my_error(ER_OUT_OF_RESOURCES, MYF(0));
    return true;
  }
  try
  {
    ops.push_back(op);
  }
  catch (const std::bad_alloc &)
  {
    my_error(ER_OUT_OF_RESOURCES, MYF(0));
    return true;
  }
  bytes+= need;
  return false;
}

bool Kmc_batch::make_plan()
{
  plan.clear();
  /* A key's earlier values in the transaction were never committed, so
  memcached need not see them: it is to hold what the commit left */
  if (ops.size() > UINT32_MAX)
    return false;
  try
  {
    plan.reserve(ops.size());
    for (size_t i= 0; i < ops.size(); i++)
      plan.push_back((uint32_t) i);
    if (ops.size() < 2)
      return true;
    /* Of each key the last operation: sort by key, then by position */
    std::vector<uint32_t> by_key(plan);
    const std::vector<Kmc_op> &o= ops;
    std::sort(by_key.begin(), by_key.end(), [&o](uint32_t a, uint32_t b)
    {
      const Kmc_op &x= o[a], &y= o[b];
      if (x.key_len != y.key_len)
        return x.key_len < y.key_len;
      int c= memcmp(x.key, y.key, x.key_len);
      return c ? c < 0 : a < b;
    });
    std::vector<bool> keep(ops.size(), false);
    for (size_t i= 0; i < by_key.size(); i++)
    {
      const Kmc_op &x= ops[by_key[i]];
      if (i + 1 == by_key.size() || x.key_len != ops[by_key[i + 1]].key_len ||
          memcmp(x.key, ops[by_key[i + 1]].key, x.key_len))
        keep[by_key[i]]= true;
    }
    plan.clear();
    for (size_t i= 0; i < ops.size(); i++)
      if (keep[i])
        plan.push_back((uint32_t) i);
    return true;
  }
  catch (const std::bad_alloc &)
  {
    plan.clear();
    return false;
  }
}

bool Kmc_batch::fences(memcached_st *mc, size_t n,
                       std::vector<bool> *fence,
                       std::vector<uint32_t> *fence_of) const
{
  Kmc_lib *lib= config->lib;
  try
  {
    fence->assign(n, !config->noreply);
    if (fence_of)
      fence_of->clear();
    if (!config->noreply)
      return true;
    /* The last operation of each server: few servers, a short list */
    std::vector<std::pair<const memcached_instance_st *, size_t>> last;
    /* each entry's server, as a position in last (for fence_of only: a
    take-back asks for none) */
    std::vector<uint32_t> server(fence_of ? n : 0);
    for (size_t i= 0; i < n; i++)
    {
      memcached_return_t rc;
      const Kmc_op &op= ops[plan[i]];
      const memcached_instance_st *s=
        lib->server_by_key(mc, op.key, op.key_len, &rc);
      auto it= std::find_if(last.begin(), last.end(),
                            [s](const std::pair<const memcached_instance_st *,
                                size_t> &l) { return l.first == s; });
      if (fence_of)
        server[i]= (uint32_t) (it - last.begin());
      if (it == last.end())
        last.emplace_back(s, i);
      else
        it->second= i;
    }
    for (const auto &l : last)
      (*fence)[l.second]= true;
    if (fence_of)
    {
      fence_of->resize(n);
      for (size_t i= 0; i < n; i++)
        (*fence_of)[i]= (uint32_t) last[server[i]].second;
    }
    return true;
  }
  catch (const std::bad_alloc &)
  {
    return false;
  }
}

/** Whether an operation that libmemcached failed may have reached memcached,
which may then still apply it: a failure of the connection once it was made
(a time-out, a connection lost while the answer was awaited), not a refusal
that memcached answered, nor a failure before anything was written (the key
or arguments refused, the server marked dead, its name or socket missing,
the connection refused, a write that found memcached gone). A connect that
times out cannot be told from an answer that does: it counts as reached.
@param lib  the library
@param mc   the connection the operation failed on
@param rc   libmemcached's result
@return whether the operation may have reached memcached */
static bool kmc_maybe_applied(Kmc_lib *lib, const memcached_st *mc,
                              memcached_return_t rc)
{
  if (memcached_success(rc) || !memcached_fatal(rc))
    return false;
  switch (rc) {
  case MEMCACHED_SERVER_MARKED_DEAD:
  case MEMCACHED_SERVER_TEMPORARILY_DISABLED:
  case MEMCACHED_HOST_LOOKUP_FAILURE:
  case MEMCACHED_CONNECTION_SOCKET_CREATE_FAILURE:
  case MEMCACHED_NO_SERVERS:
  case MEMCACHED_BAD_KEY_PROVIDED:
  case MEMCACHED_KEY_TOO_BIG:
  case MEMCACHED_INVALID_ARGUMENTS:
  case MEMCACHED_NOT_SUPPORTED:
  case MEMCACHED_MEMORY_ALLOCATION_FAILURE:
    return false;
  default:
    break;
  }
  switch (lib->last_error_errno(mc)) {
  case ENOENT:
  case ENOTDIR:
  case EACCES:
  case EPERM:
  case ECONNREFUSED:
  case ENETUNREACH:
  case EHOSTUNREACH:
  case EADDRNOTAVAIL:
    return false;                       /* the connect failed */
  case EPIPE:
    return false;                       /* the write found memcached gone */
  default:
    return true;
  }
}

/** Send one memcached operation.
@param lib    the library
@param mc     the connection
@param op     the operation
@param del    whether to delete the key whatever the operation
@param reply  whether to wait for memcached's answer (with --NOREPLY)
@param noreply  whether the connection has --NOREPLY
@return libmemcached's result */
static memcached_return_t kmc_do(Kmc_lib *lib, memcached_st *mc,
                                 const Kmc_op &op, bool del, bool reply,
                                 bool noreply)
{
  if (noreply)
    lib->behavior_set(mc, MEMCACHED_BEHAVIOR_NOREPLY, !reply);
  return op.value && !del
    ? lib->set(mc, op.key, op.key_len, op.value, op.value_len, op.expiry,
               op.flags)
    : lib->del(mc, op.key, op.key_len, 0);
}

/** Size a vector of states, all KMC_PIPE_NONE.
@param v  the vector
@param n  its size
@return whether it could (out of memory) */
static bool kmc_assign(std::vector<uchar> *v, size_t n)
{
  try
  {
    v->assign(n, KMC_PIPE_NONE);
    return true;
  }
  catch (const std::bad_alloc &)
  {
    return false;
  }
}

bool Kmc_batch::send(THD *thd, rpl_group_info *rgi)
{
  Kmc_lib *lib= config->lib;
  memcached_st *mc= config->acquire();
  std::vector<bool> fence;
  std::vector<uint32_t> fence_of;
  std::vector<uchar> state, late_at;
  if (!mc || !make_plan() || !fences(mc, plan.size(), &fence, &fence_of) ||
      !kmc_assign(&state, plan.size()))
  {
    /* Out of memory stops, also with SKIP: nothing was sent, and the
    transaction must not commit as if its keys were */
    if (mc)
      config->release(mc, false);
    my_error(ER_OUT_OF_RESOURCES, MYF(0));
    return true;
  }
  /* reached: plan entries up to the last one written in any pass (with
  --NOREPLY, those of a pass that failed may have reached memcached; a
  take-back covers them). piped: up to the last one the pipe wrote,
  answered or not. */
  size_t sent= 0, reached= 0, piped= 0, n_set= 0, n_del= 0;
  /* operations memcached answered it took (with --NOREPLY, only those
  asked for an answer) */
  size_t confirmed= 0;
  /* Count an operation memcached took */
  auto took= [&n_set, &n_del](const Kmc_op &o) { o.value ? n_set++ : n_del++; };
  /* the pipe, kept until the loop has read why a server was unreachable */
  Kmc_pipe *pipe= config->pipe ? config->acquire_pipe() : nullptr;
  /* when the pipe gives up writes and waits for answers (until finish()) */
  const Kmc_stop interrupt{thd, rgi, false, false, false, false};
  if (pipe)
  {
    /* Most transactions are sent here, a round trip a write; what the
    pipe did not get an answer for is sent by the loop below */
    pipe->send(interrupt, lib, mc, ops, plan, plan.size(), false, &state);
    for (size_t i= 0; i < plan.size(); i++)
    {
      if (state[i] != KMC_PIPE_NONE && state[i] != KMC_PIPE_UNREACHABLE)
        piped= i + 1;
      if (state[i] == KMC_PIPE_DONE)
      {
        took(ops[plan[i]]);
        sent++;
        confirmed++;
      }
    }
  }
  bool stop= false, broken= false, reconnected= false;
  /* where the loop stopped: each entry before it was sent or skipped */
  size_t stop_at= 0;
  /* past the last entry libmemcached wrote without an answer (a time-out):
  memcached may still apply it, so a take-back covers it */
  size_t unanswered= 0;
  /* entries skipped (SKIP) that memcached may still apply: written without
  an answer; KMC_LATE_PIPE: a time-out of the pipe's, counted once the loop
  is done unless a later await() read its answer after all; KMC_LATE_LIB:
  one of libmemcached's, which tells no more (late_at, made on the first;
  late_lost: it could not be, so every unconfirmed operation counts) */
  bool late_lost= false;
  /* Whether a STOP SLAVE, KILL or shutdown ends the send (my_error() is
  called): the group fails and is rolled back, and so do the groups after
  it; START SLAVE applies them again */
  auto interrupted= [thd, &interrupt]()
  {
    if (!interrupt())
      return false;
    if (thd->killed)
      thd->send_kill_message();
    else
      my_error(ER_QUERY_INTERRUPTED, MYF(0));
    return true;
  };
  for (size_t i= 0; i < plan.size(); i++)
  {
    stop_at= i;
    const Kmc_op &op= ops[plan[i]];
    if (state[i] == KMC_PIPE_DONE)
      continue;
    /* They wait for one operation (or one write of the pipe) at most, and
    for a wait of the pipe's for answers KMC_PIPE_SLICE at most */
    if (interrupted())
    {
      stop= true;
      break;
    }
    /* An operation written by the pipe whose answer has not come yet: its
    answer, one poll timeout at most (as libmemcached waits for each) */
    if (state[i] == KMC_PIPE_PENDING &&
        (state[i]= pipe->await(i, &state)) == KMC_PIPE_DONE)
    {
      took(op);
      sent++;
      confirmed++;
      continue;
    }
    /* A stop that ended that wait is not a time-out of memcached's */
    if ((state[i] == KMC_PIPE_TIMEOUT || state[i] == KMC_PIPE_UNWRITTEN) &&
        interrupted())
    {
      stop= true;
      break;
    }
    /* A time-out of the pipe is not sent again: memcached may still apply
    what the pipe wrote, after what another connection sends (the answer
    may still come: the next operation's await() reads it first). A server
    that refused the pipe's connection is not tried again either. */
    memcached_return_t rc=
      state[i] == KMC_PIPE_TIMEOUT || state[i] == KMC_PIPE_UNWRITTEN
      ? MEMCACHED_TIMEOUT
      : state[i] == KMC_PIPE_UNREACHABLE ? MEMCACHED_CONNECTION_FAILURE
      : kmc_do(lib, mc, op, false, fence[i], config->noreply);
    reached= std::max(reached, i + 1);
    /* whether a success is memcached's answer (not --NOREPLY's quiet write) */
    bool answered= fence[i];
    /* written and unanswered, also when the retry below fails to connect */
    if (state[i] == KMC_PIPE_NONE || state[i] == KMC_PIPE_AGAIN)
      if (kmc_maybe_applied(lib, mc, rc))
        unanswered= i + 1;
    if (!memcached_success(rc) && memcached_fatal(rc) && !reconnected &&
        rc != MEMCACHED_TIMEOUT && state[i] != KMC_PIPE_UNREACHABLE)
    {
      /* A pooled connection to a memcached that restarted fails once;
      libmemcached connects again for the next request: try it once. The
      operations sent without an answer since the last one may be lost
      with the connection: send them all again (set and delete may be
      repeated). Not after a time-out: memcached may still apply what the
      old connection sent, after what a new one sends. */
      reconnected= true;
      if (config->noreply)
      {
        sent= n_set= n_del= confirmed= 0;
        std::fill(late_at.begin(), late_at.end(), 0);
        late_lost= false;
        i= SIZE_MAX;                    /* the loop starts again at 0 */
        continue;
      }
      rc= kmc_do(lib, mc, op, false, true, false);
      answered= true;
    }
    if (rc == MEMCACHED_SUCCESS || (!op.value && rc == MEMCACHED_NOTFOUND))
    {
      took(op);
      sent++;
      confirmed+= answered;
      continue;
    }
    /* not a command memcached can apply: KMC_PIPE_UNWRITTEN */
    const bool maybe= state[i] == KMC_PIPE_TIMEOUT ||
      (state[i] != KMC_PIPE_UNREACHABLE && state[i] != KMC_PIPE_UNWRITTEN &&
       kmc_maybe_applied(lib, mc, rc));
    if (maybe)
      unanswered= i + 1;
    /* libmemcached waits out its time-out whatever stop comes (a signal does
    not end its wait): a stop that came meanwhile ends the send as a stop,
    not as memcached's error */
    if (interrupted())
    {
      broken|= memcached_fatal(rc);
      stop= true;
      break;
    }
    char what[1024], detail[300]= "";
    const char *strerr= lib->strerror(mc, rc);
    if (state[i] == KMC_PIPE_TIMEOUT || state[i] == KMC_PIPE_UNWRITTEN)
      kmc_clean_message("time out", detail, sizeof detail);
    else if (state[i] == KMC_PIPE_UNREACHABLE)
    {
      char buf[128];
      kmc_clean_message(my_strerror(buf, sizeof buf, pipe->connect_error(i)),
                        detail, sizeof detail);
    }
    else if (const char *m= lib->last_error_message(mc))
      kmc_clean_message(m, detail, sizeof detail);
    const bool fatal= !memcached_success(rc) && memcached_fatal(rc);
    if (fatal)
    {
      /* The server, not the row: say which server, what the transaction
      had, and what to do (libmemcached's text alone names none of it) */
      const std::string server= kmc_server_of(lib, mc, op.key, op.key_len);
      const std::string cause= kmc_system_cause(detail, strerr);
      /* Why a unix socket cannot be reached (no such file, permission
      denied, connection refused: libmemcached's own name of the error
      tells these apart too) would tell any user of SHOW STATUS, and a user
      who may set the socket, about the server's files: the error log only.
      A time-out tells nothing of the kind. */
      const bool hide= !server.compare(0, 7, "socket ") &&
        rc != MEMCACHED_TIMEOUT;
      /* what follows: a stop, or (SKIP) the transaction goes on */
      char then[200];
      snprintf(then, sizeof then, kmc_skipping()
               ? "memcached confirmed %zu of the transaction's %zu "
                 "operations so far, and this one is skipped"
               : "memcached confirmed %zu of the transaction's %zu "
                 "operations, and it is rolled back: start memcached (or "
                 "correct kmc_connect_string), then START SLAVE",
               confirmed, plan.size());
      if (hide)
        snprintf(what, sizeof what, "memcached at %s could not be reached "
                 "for the %s (the error log says why); %s",
                 server.c_str(), op.value ? "set" : "delete", then);
      else
        snprintf(what, sizeof what, "memcached at %s did not take the %s: "
                 "%s%s%s; %s",
                 server.c_str(), op.value ? "set" : "delete", strerr,
                 cause.empty() ? "" : ": ", cause.c_str(), then);
      if (hide)
        sql_print_information("Memcached replication: %s: %s%s%s",
                              server.c_str(), strerr,
                              cause.empty() ? "" : ": ", cause.c_str());
    }
    else
    {
      const bool more= *detail && strcmp(detail, "SUCCESS") &&
        strcmp(detail, strerr);
      snprintf(what, sizeof what, "memcached %s: %s%s%s",
               op.value ? "set" : "delete", strerr, more ? ": " : "",
               more ? detail : "");
    }
    /* Also after a command not written whole, which cannot land: a
    take-back would wait for the hung server's time-out a second time */
    broken|= fatal;
    if ((stop= kmc_problem(op.table, op.key, op.key_len, what)))
      break;
    /* late_at is made on the first such entry (none on the usual path) */
    if (maybe && (!late_at.empty() || kmc_assign(&late_at, plan.size())))
      late_at[i]= state[i] == KMC_PIPE_TIMEOUT ? KMC_LATE_PIPE : KMC_LATE_LIB;
    else if (maybe)
      late_lost= true;
    sent++;
  }
  if (!stop)
  {
    /* Skipped and unanswered, unless its answer came after all (read by a
    later entry's await(): applied, refused, or the connection closed, after
    which nothing of it lands); with --NOREPLY also the operations written
    without an answer before a fence that was not answered in time */
    auto unanswered_at= [&late_at, &state](size_t i)
    {
      return late_at[i] == KMC_LATE_LIB ||
        (late_at[i] == KMC_LATE_PIPE && state[i] == KMC_PIPE_TIMEOUT);
    };
    size_t late= late_lost ? plan.size() - confirmed : 0;
    for (size_t i= 0; !late_lost && !late_at.empty() && i < plan.size(); i++)
    {
      const size_t f= fence_of.empty() ? i : fence_of[i];
      if (late_at[i] ? unanswered_at(i) : f != i && unanswered_at(f))
        late++;
    }
    if (late)
      kmc_sys.log_late(rgi->current_gtid, late);
  }
  if (pipe)
  {
    /* A stop (KILL, STOP SLAVE, shutdown, an operation memcached refused)
    with answers still to come: they are read first, so that the deletes of
    the take-back reach memcached after the sets they undo. If they do not
    come, the connection is closed and the keys are said to stay. After a
    time-out (broken) nothing is awaited: the keys are said to stay. */
    /* A write given up part way (a stop while memcached took no more of
    it) may still reach memcached, after the take-back's deletes on another
    connection: the keys are said to stay */
    if (stop && pipe->write_cut())
      broken= true;
    if (stop && !broken)
    {
      /* After a time-out, or a stop that ended a wait, the answers are
      waited for KMC_PIPE_SLICE at most: the stop does not wait again */
      const bool waited= std::find_if(state.begin(), state.end(),
                                      [](uchar st)
                                      {
                                        return st == KMC_PIPE_TIMEOUT ||
                                          st == KMC_PIPE_UNWRITTEN;
                                      }) != state.end();
      /* the operations drained, for Kmc_sets and Kmc_deletes */
      std::vector<size_t> pending;
      try
      {
        for (size_t i= 0; i < plan.size(); i++)
          if (state[i] == KMC_PIPE_PENDING || state[i] == KMC_PIPE_TIMEOUT)
            pending.push_back(i);
      }
      catch (const std::bad_alloc &)
      {
        pending.clear();
      }
      if (!pipe->drain(&state, !waited))
        broken= true;
      for (size_t i : pending)
        if (state[i] == KMC_PIPE_DONE)
          took(ops[plan[i]]);
    }
    pipe->finish();
    config->release_pipe(pipe);
  }
  kmc_sys.sets+= n_set;
  kmc_sys.deletes+= n_del;
  /* With --NOREPLY every operation written may have been applied, and so
  may every one the pipe wrote, and one libmemcached wrote without an
  answer */
  const size_t out= config->noreply ? reached
    : std::max(std::max(stop_at, piped), unanswered);
  if (stop && out)
  {
    /* The transaction is not committed: take its values out of memcached
    again, on this connection (after what it sent), so that a transaction
    that is never applied again (skipped, gtid_slave_pos moved, a failover)
    leaves none behind. Over a broken connection this cannot be done; see
    the consistency model. */
    sent_gtid= rgi->current_gtid;
    if (!broken)
      broken= take_back(thd, rgi, "was stopped before its commit", out, mc);
    else
      sql_print_warning("Memcached replication: GTID %u-%u-%llu stopped "
                        "after %zu operation(s) were sent to memcached, and "
                        "the connection failed (or memcached did not answer "
                        "them), so they stay there, and memcached may still "
                        "apply them after later values: re-sync those "
                        "tables",
                        sent_gtid.domain_id, sent_gtid.server_id,
                        (ulonglong) sent_gtid.seq_no, out);
  }
  if (config->noreply && !broken)
    lib->behavior_set(mc, MEMCACHED_BEHAVIOR_NOREPLY, 1);
  config->release(mc, broken);
  return stop;
}

bool Kmc_batch::take_back(THD *thd, const rpl_group_info *rgi,
                          const char *why, size_t n_sent, memcached_st *use)
{
  Kmc_lib *lib= config->lib;
  memcached_st *mc= use ? use : config->acquire();
  n_sent= std::min(n_sent, plan.size());
  std::vector<bool> fence;
  if (mc && !fences(mc, n_sent, &fence))
  {
    if (!use)
      config->release(mc, false);
    mc= nullptr;
  }
  bool broken= !mc, interrupted= false;
  size_t n= 0;
  /* A failure that is itself a KILL or STOP SLAVE still takes its keys
  back; a KILL, STOP SLAVE or shutdown that comes during the deletes (a
  round trip for up to 512 of them with the pipe, else one each) ends them,
  and so does a connection that fails (one timeout at most). Deletes of
  keys memcached lacks succeed as NOTFOUND. */
  /* a reached parallel UNTIL is no stop (kmc_interrupted()) */
  const bool stopping= rgi->rli->abort_slave &&
    (!rgi->is_parallel_exec || !rgi->rli->stop_for_until);
  const Kmc_stop stop{thd, rgi, true, (bool) thd->killed, stopping,
                      (bool) abort_loop};
  /* With the pipe, the deletes go a write of up to 512 at a time */
  std::vector<uchar> state;
  Kmc_pipe *pipe= mc && config->pipe && kmc_assign(&state, n_sent)
    ? config->acquire_pipe() : nullptr;
  if (pipe)
    pipe->send(stop, lib, mc, ops, plan, n_sent, true, &state);
  for (size_t i= 0; mc && i < n_sent; i++)
  {
    if (pipe && state[i] == KMC_PIPE_DONE)
    {
      n++;
      continue;
    }
    if (stop())
    {
      interrupted= true;
      break;
    }
    if (pipe && state[i] == KMC_PIPE_PENDING &&
        (state[i]= pipe->await(i, &state)) == KMC_PIPE_DONE)
    {
      n++;
      continue;
    }
    if (pipe && (state[i] == KMC_PIPE_TIMEOUT ||
                 state[i] == KMC_PIPE_UNWRITTEN) && stop())
    {
      interrupted= true;
      break;
    }
    if (pipe && (state[i] == KMC_PIPE_TIMEOUT ||
                 state[i] == KMC_PIPE_UNWRITTEN ||
                 state[i] == KMC_PIPE_UNREACHABLE))
    {
      broken= true;
      break;
    }
    memcached_return_t rc= kmc_do(lib, mc, ops[plan[i]], true, fence[i],
                                  config->noreply);
    if (rc == MEMCACHED_SUCCESS || rc == MEMCACHED_NOTFOUND)
      n++;
    else if (memcached_fatal(rc))
    {
      broken= true;
      break;
    }
  }
  if (pipe)
  {
    pipe->finish();
    config->release_pipe(pipe);
  }
  if (mc && !use && config->noreply && !broken)
    lib->behavior_set(mc, MEMCACHED_BEHAVIOR_NOREPLY, 1);
  if (mc && !use)
    config->release(mc, broken);
  kmc_sys.deletes+= n;
  /* An optimistic worker's speculative transaction that is retried comes
  here too: say it when keys stay, or when asked (log_warnings > 2) */
  /* Deletes sent without an answer before a connection failed may be lost */
  const bool kept= n < n_sent || (broken && config->noreply);
  if (kept || global_system_variables.log_warnings > 2)
    sql_print_warning("Memcached replication: GTID %u-%u-%llu %s after its "
                      "%zu operation(s) were sent to memcached; %s%s",
                      sent_gtid.domain_id, sent_gtid.server_id,
                      (ulonglong) sent_gtid.seq_no, why, n_sent,
                      !kept ? "its keys were deleted again"
                      : interrupted ? "the deletes of its keys were "
                      "interrupted (KILL, STOP SLAVE or shutdown)"
                      : "not all of its keys could be deleted again (the "
                      "connection failed)",
                      kept ? ": re-sync those tables unless it is applied "
                      "again" : "");
  return broken;
}

static void kmc_order_init();
static void kmc_order_end();

bool kmc_init()
{
  mysql_mutex_init(PSI_NOT_INSTRUMENTED, &kmc_sys.mutex, nullptr);
  kmc_order_init();
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
  kmc_order_end();
}

/** Why libmemcached refuses a connect string that kmc_allowed_options
passes: the first option it refuses alone, and its reason.
@param lib      the library (loaded)
@param options  the string's options (Kmc_options::parse)
@param value    the string
@return the problem, naming the option */
static std::string kmc_connect_problem(Kmc_lib *lib,
                                       const Kmc_options &options,
                                       const char *value)
{
  char msg[400]= "", err[512];
  lib->check(value, strlen(value), msg, sizeof msg);
  std::string bad;
  for (const std::string &t : options.tokens)
  {
    char m[400]= "";
    if (lib->check(t.c_str(), t.size(), m, sizeof m) != MEMCACHED_SUCCESS)
    {
      bad= t;
      if (*m)
        strmake(msg, m, sizeof msg - 1);
      break;
    }
  }
  if (*msg)
    kmc_clean_message(msg, err, sizeof err);
  else
    strcpy(err, "libmemcached refused it");
  if (bad.empty())
    return err;
  std::string e= "the option '" + kmc_escape(bad.data(), bad.size()) +
    "': " + err;
  /* libmemcached takes a socket path only in double quotes */
  std::string name= bad.substr(0, bad.find('='));
  for (char &ch : name)
    ch= (char) toupper((uchar) ch);
  if (name == "--SOCKET" && bad.find('"') == std::string::npos)
    e+= " (write the path in double quotes: --SOCKET=\"/path\")";
  return e;
}

bool kmc_check_connect_string(const char *value)
{
  if (!value || !*value)
    return false;
  char err[512];
  Kmc_options options;
  std::string problem= options.parse(value);
  if (!problem.empty())
  {
    my_error(ER_KMC_CONFIG, MYF(0), "kmc_connect_string", problem.c_str());
    return true;
  }
  mysql_mutex_lock(&kmc_sys.mutex);
  bool failed= kmc_sys.lib.load(err, sizeof err);
  mysql_mutex_unlock(&kmc_sys.mutex);
  if (!failed)
  {
    char msg[400]= "";
    memcached_return_t rc= kmc_sys.lib.check(value, strlen(value), msg,
                                             sizeof msg);
    /* A socket path is not looked at here: whether a file exists is not
    for a variable to tell (memcached may also start later) */
    if (rc == MEMCACHED_SUCCESS)
      return false;
    strmake(err, kmc_connect_problem(&kmc_sys.lib, options, value).c_str(),
            sizeof err - 1);
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
      sql_print_error("Memcached replication cannot start: %s; %s",
                      c->error.c_str(), c->match_all
                      ? "which tables are kmc tables is not known, so the "
                        "rows of every table will stop replication"
                      : "rows of kmc tables will stop replication");
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
  bool sent= false;
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
  std::string problem= kmc_parse_patterns(value, &patterns);
  if (!problem.empty())
    my_error(ER_KMC_CONFIG, MYF(0), "kmc_table_pattern", problem.c_str());
  return !problem.empty();
}

bool kmc_check_column_map(const char *value)
{
  std::vector<Kmc_columns> entries;
  Kmc_columns dflt;
  std::string problem= kmc_parse_columns(value, &entries, &dflt);
  if (!problem.empty())
    my_error(ER_KMC_CONFIG, MYF(0), "kmc_column_map", problem.c_str());
  return !problem.empty();
}

/* Called before the relay log position moves past the group, too: a
position past a group that then fails would make START SLAVE (which reads the
relay log on from it) skip that group as surely as the GTID would. */
bool kmc_before_record_gtid(THD *thd, rpl_group_info *rgi)
{
#ifdef HAVE_KMC
  if (!rgi->is_parallel_exec || !rgi->gtid_pending ||
      !kmc_sys.on.load(std::memory_order_relaxed))
    return false;
  /* Not to be interrupted by a deadlock kill, as finish_event_group() waits:
  the group has rolled back and holds no row lock anyone could wait for, and
  a kill here would make the worker apply again a group that has ended */
  return thd->wait_for_prior_commit(false);
#else
  return false;
#endif
}

#ifdef HAVE_KMC
static void kmc_unmark_sent(rpl_group_info *rgi);
static void kmc_wake_next(const rpl_group_info *rgi);
#endif

void kmc_discard(rpl_group_info *rgi)
{
#ifdef HAVE_KMC
  if (rgi->is_parallel_exec && kmc_sys.inited)
    kmc_unmark_sent(rgi);
  /* Every failure after the send goes through kmc_commit_end() first; a
  path that did not (none is known) is taken back late rather than never */
  if (rgi->kmc && rgi->kmc->sent)
    rgi->kmc->take_back(rgi->thd, rgi, "was rolled back");
#endif
  if (rgi->kmc)
    rgi->kmc->clear();
}

void kmc_group_end(const rpl_group_info *rgi)
{
#ifdef HAVE_KMC
  if (kmc_sys.inited)
    kmc_wake_next(rgi);
#endif
}

void kmc_commit_end(THD *thd, rpl_group_info *rgi, bool failed)
{
  Kmc_batch *b= rgi->kmc;
  if (!b || !b->sent)
    return;
#ifdef HAVE_KMC
  if (failed)
    b->take_back(thd, rgi, "failed at its commit");
#endif
  b->clear();
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

/** Drop the operations of an earlier event group that ended without a
commit that sends them, and say so.
@param b    the batch
@param rgi  the event group now applied */
static void kmc_drop_stale(Kmc_batch *b, rpl_group_info *rgi)
{
  if (b->sub_id == rgi->gtid_sub_id)
    return;
  if (b->sent)
    /* no path is known to leave a sent batch behind; should one, the keys
    of a transaction not seen to commit are taken back late, not kept */
    b->take_back(rgi->thd, rgi, "was not seen to commit");
  else if (!b->ops.empty())
  {
    kmc_note_error(b->ops.size(), "table %s: %zu operations of a "
                   "transaction that did not end with COMMIT were not sent",
                   b->ops[0].table, b->ops.size());
    sql_print_warning("Memcached replication: %zu operations on %s of a "
                      "transaction that did not end with COMMIT were not "
                      "sent to memcached", b->ops.size(), b->ops[0].table);
  }
  b->clear();
  b->sub_id= rgi->gtid_sub_id;
}

/** Whether a column alone is a unique key of a table (not a prefix), of a
type whose distinct values have distinct text (not FLOAT or DOUBLE).
@param table  the table
@param field  the column
@return whether two rows cannot have the same memcached key in it */
static bool kmc_key_unique(const TABLE *table, const Field *field)
{
  if (field->result_type() == REAL_RESULT)
    return false;
  for (uint i= 0; i < table->s->keys; i++)
  {
    const KEY &k= table->key_info[i];
    if ((k.flags & HA_NOSAME) && k.user_defined_key_parts == 1 &&
        k.key_part[0].fieldnr == field->field_index + 1 &&
        !(k.key_part[0].key_part_flag & HA_PART_KEY_SEG))
      return true;
  }
  return false;
}

/** The batch of an event group, made when first needed.
@param rgi  the event group
@return the batch, or nullptr when out of memory */
static Kmc_batch *kmc_batch(rpl_group_info *rgi)
{
  Kmc_batch *b= rgi->kmc;
  if (!b && !(b= rgi->kmc= new (std::nothrow) Kmc_batch))
    return nullptr;
  kmc_drop_stale(b, rgi);
  return b;
}

/** A kmc table that a foreign key with ON DELETE/UPDATE CASCADE, SET NULL
or SET DEFAULT lets a change of this table change without row events.
@param thd      the applying thread
@param config   the configuration
@param table    a table that foreign keys reference
@param deletes  whether rows of table may be deleted
@param updates  whether rows of table may be updated
@return "db.table (ON DELETE CASCADE)" of such a child, or empty */
static std::string kmc_cascade_child(THD *thd, const Kmc_config *config,
                                     TABLE *table, bool deletes= true,
                                     bool updates= true)
{
  List<FOREIGN_KEY_INFO> fks;
  table->file->get_parent_foreign_key_list(thd, &fks);
  List_iterator_fast<FOREIGN_KEY_INFO> it(fks);
  static const char *const action[]=
    {"", "RESTRICT", "NO ACTION", "CASCADE", "SET NULL", "SET DEFAULT"};
  while (FOREIGN_KEY_INFO *fk= it++)
  {
    const bool del= deletes && fk_modifies_child(fk->delete_method);
    if (!del && !(updates && fk_modifies_child(fk->update_method)))
      continue;
    std::string child= std::string(fk->foreign_db->str,
                                   fk->foreign_db->length) + "." +
      std::string(fk->foreign_table->str, fk->foreign_table->length);
    if (config->matches(child.c_str()))
      return kmc_escape(child.data(), child.size()) + " (ON " +
        (del ? "DELETE " : "UPDATE ") +
        action[del ? fk->delete_method : fk->update_method] + ")";
  }
  return "";
}

static void kmc_note_unlocked(rpl_group_info *rgi);

const Kmc_map *kmc_map(rpl_group_info *rgi, TABLE *table)
{
  static Kmc_map no_memory= {"(a kmc table)", "out of memory", nullptr, {},
                             0, nullptr, nullptr, false};
  if (!kmc_sys.on.load(std::memory_order_relaxed))
    return nullptr;
  Kmc_batch *b= rgi->kmc;
  /* A transaction keeps the configuration of its first operation */
  std::shared_ptr<Kmc_config> config= b && !b->ops.empty() &&
    b->sub_id == rgi->gtid_sub_id ? b->config : kmc_sys.current();
  if (!config)
    return nullptr;
  char raw[2 * NAME_LEN + 2];
  snprintf(raw, sizeof raw, "%.*s.%.*s", (int) table->s->db.length,
           table->s->db.str, (int) table->s->table_name.length,
           table->s->table_name.str);
  const bool is_kmc= config->matches(raw);
  std::string child;
  if (config->error.empty() && table->file->referenced_by_foreign_key())
    child= kmc_cascade_child(rgi->thd, config.get(), table);
  if (!is_kmc && child.empty())
    return nullptr;
  if (!(b= kmc_batch(rgi)))
    return &no_memory;
  if (b->apply < 0)
  {
    b->apply= kmc_apply_to_table;
    if (!b->apply && rgi->is_parallel_exec)
      kmc_note_unlocked(rgi);
  }
  const std::string name= kmc_escape(raw, strlen(raw));
  b->config= config;
  Kmc_map *m= &b->map;
  m->name= strdup_root(&b->root, name.c_str());
  m->error= nullptr;
  m->n_values= 0;
  m->key= nullptr;
  b->parent_only= !is_kmc;
  if (!m->name)
    return &no_memory;
  if (is_kmc && rgi->thd->rgi_fake == rgi)
  {
    /* A BINLOG statement of a client session (mysqlbinlog's output) has no
    commit of a replica's event group, where operations are sent */
    m->error= strdup_root(&b->root, "a BINLOG statement of a client session "
                          "would change its rows and never send them to "
                          "memcached; replay the binary log through a "
                          "replica connection, or leave the table out of "
                          "kmc_table_pattern");
    return m;
  }
  if (!child.empty())
  {
    /* Stopped before the change: the cascade would change memcached's
    rows without a row event */
    m->error= strdup_root(&b->root, ("a foreign key of kmc table " + child +
                                     " would change its rows without row "
                                     "events, which memcached never gets; "
                                     "drop the foreign key's action on the "
                                     "replica, or leave that table out of "
                                     "kmc_table_pattern").c_str());
    return m;
  }
  if (!config->error.empty())
  {
    m->error= strdup_root(&b->root, config->error.c_str());
    return m;
  }
  if (b->apply && !table->file->has_transactions_and_rollback())
  {
    /* A row is applied before memcached may refuse it; a table that cannot
    roll it back would keep it, and START SLAVE would then fail on it */
    m->error= strdup_root(&b->root, (std::string("it is not transactional "
      "(ENGINE=") + table->file->table_type() + "), so a row memcached "
      "refuses could not be taken back; ALTER TABLE ... ENGINE=InnoDB on the "
      "replica").c_str());
    return m;
  }
  const Kmc_columns &c= config->columns_for(raw);
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
  m->key_unique= kmc_key_unique(table, m->key);
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

/** Add a delete of a key (none for a key memcached could not hold).
@param b     the batch
@param map   the table
@param key   the key
@return whether replication must stop (my_error() was called) */
static bool kmc_add_delete(Kmc_batch *b, const Kmc_map *map, String *key)
{
  if (kmc_key_problem(key, b->config->binary))
    return false;
  return b->add(map, key->ptr(), key->length(), nullptr, 0, 0, 0);
}

/** Read the flags and expiry of the row in record[0], in memcached's
ranges.
@param map     the table
@param flags   the flags
@param expiry  the expiry
@return the problem, or nullptr */
static const char *kmc_flags_expiry(const Kmc_map *map, uint32_t *flags,
                                    time_t *expiry)
{
  *flags= 0;
  *expiry= 0;
  if (map->flags && !map->flags->is_null())
  {
    longlong v= map->flags->val_int();
    bool uns= map->flags->flags & UNSIGNED_FLAG;
    if (uns ? (ulonglong) v > UINT_MAX32 : (v < 0 || v > (longlong) UINT_MAX32))
      return "the flags are outside 0..4294967295, which memcached cannot "
        "hold";
    *flags= (uint32_t) v;
  }
  if (map->expiry && !map->expiry->is_null())
  {
    longlong v= map->expiry->val_int();
    bool uns= map->expiry->flags & UNSIGNED_FLAG;
    if (uns ? (ulonglong) v > (ulonglong) KMC_EXPIRY_MAX
        : (v < 0 || v > KMC_EXPIRY_MAX))
      return "the expiry is outside 0..2147483647 (0: never; up to 2592000: "
        "seconds from now; more: a Unix time)";
    *expiry= (time_t) v;
  }
  return nullptr;
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
  uint32_t flags;
  time_t expiry;
  if (const char *problem= kmc_flags_expiry(map, &flags, &expiry))
  {
    if (kmc_problem(map->name, key->ptr(), key->length(), problem))
      return true;
    /* Skipped: memcached must not keep an older value of the key */
    return kmc_add_delete(b, map, key);
  }
  String vbuf, value;
  for (unsigned i= 0; i < map->n_values; i++)
  {
    String *v= kmc_val(map->value[i], 0, &vbuf);
    if ((i && value.append(KMC_VALUE_SEPARATOR)) || (v && value.append(*v)))
    {
      /* A value cut short must not reach memcached as the row's */
      my_error(ER_OUT_OF_RESOURCES, MYF(0));
      return true;
    }
  }
  return b->add(map, key->ptr(), key->length(),
                value.length() ? value.ptr() : "", value.length(), flags,
                expiry);
}

/** Whether a row of a system-versioned table is a current row (not a
history row).
@param table   the table
@param offset  the row's offset from record[0]
@return whether it is current (always for a table without versioning) */
static bool kmc_current(TABLE *table, my_ptrdiff_t offset)
{
  if (!table->versioned())
    return true;
  Field *end= table->vers_end_field();
  return end->is_max(end->ptr + offset);
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
    /* A row inserted into a parent table changes no child row */
    if (rgi->kmc && rgi->kmc->parent_only && &rgi->kmc->map == map &&
        type == WRITE_ROWS_EVENT)
      return do_exec_row(rgi);
    kmc_table_problem(map->name, map->error);
    return HA_ERR_GENERIC;
  }
  /* kmc_map() made the batch and pinned kmc_apply_to_table */
  const bool apply= rgi->kmc->apply;
  if (apply)
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

  /* Values are read the same whatever the applier ran before: a TIMESTAMP
  column as a new session of the replica reads it (@@GLOBAL.time_zone), not
  in the zone of a statement of some session of the primary, and a CHAR
  column without PAD_CHAR_TO_FULL_LENGTH */
  struct read_guard
  {
    THD *const thd;
    Time_zone *const zone;
    const sql_mode_t mode;
    explicit read_guard(THD *t) :
      thd(t), zone(t->variables.time_zone), mode(t->variables.sql_mode)
    {
      thd->variables.time_zone= global_system_variables.time_zone;
      thd->variables.sql_mode&= ~MODE_PAD_CHAR_TO_FULL_LENGTH;
    }
    ~read_guard()
    {
      thd->variables.time_zone= zone;
      thd->variables.sql_mode= mode;
    }
  } guard{rgi->thd};
  Kmc_batch *b= rgi->kmc;
  kmc_drop_stale(b, rgi);
  if (!apply || !map->key_unique)
    b->locked= false;
  const my_ptrdiff_t old_row= m_table->record[1] - m_table->record[0];
  /* System versioning: a history row is no key's value. An UPDATE logs the
  old row's history copy as a write, a DELETE logs the row becoming history
  as an update, and DELETE HISTORY deletes history rows. */
  const bool now_current= kmc_current(m_table, 0);
  const bool was_current= type == UPDATE_ROWS_EVENT &&
    kmc_current(m_table, old_row);
  String kbuf, obuf;
  String *key= kmc_val(map->key, 0, &kbuf);
  bool stop= false;
  if (type == DELETE_ROWS_EVENT)
  {
    if (now_current)
      stop= kmc_add_delete(b, map, key);
  }
  else if (type == WRITE_ROWS_EVENT)
  {
    if (now_current)
      stop= kmc_add_set(b, map, key);
  }
  else
  {
    String *old= kmc_val(map->key, old_row, &obuf);
    const bool key_changed= old && (!key || old->length() != key->length() ||
                                    memcmp(old->ptr(), key->ptr(),
                                           key->length()));
    /* The old key leaves memcached when it changed, or when the row
    became history */
    if (was_current && (key_changed || !now_current))
      stop= kmc_add_delete(b, map, old);
    if (!stop && now_current)
      stop= kmc_add_set(b, map, key);
  }
  return stop ? HA_ERR_GENERIC : 0;
}

/** Whether a database holds a table that a configuration applies to
memcached.
@param config  the configuration
@param db      the database
@return the first such table (db.table, escaped), or empty */
static std::string kmc_table_in_db(const Kmc_config *config,
                                   const LEX_CSTRING &db)
{
  char path[FN_REFLEN + 1];
  build_table_filename(path, sizeof path - 1, db.str, "", "", 0);
  MY_DIR *dir= my_dir(path, MYF(MY_DONT_SORT));
  if (!dir)
    return "";
  std::string found;
  for (size_t i= 0; i < dir->number_of_files && found.empty(); i++)
  {
    const char *f= dir->dir_entry[i].name;
    size_t len= strlen(f);
    if (len <= 4 || strcmp(f + len - 4, ".frm"))
      continue;
    char file[FN_REFLEN], table[NAME_LEN + 1];
    strmake(file, f, MY_MIN(len - 4, sizeof file - 1));
    filename_to_tablename(file, table, sizeof table);
    std::string name= std::string(db.str, db.length) + "." + table;
    if (config->matches(name.c_str()))
      found= kmc_escape(name.data(), name.size());
  }
  my_dirend(dir);
  return found;
}

/** Whether an ALTER IGNORE may drop rows: those that would duplicate a
unique key, fail a CHECK constraint (also one it does not add: a copy checks
them all), or fit no partition.
@param lex  the statement
@return whether it may */
static bool kmc_alter_ignore_drops_rows(LEX *lex)
{
  /* Any copy under IGNORE checks the table's CHECK constraints again, and
  drops what fails them: every ALTER IGNORE may drop rows */
  return lex->ignore;
}

/** Stop replication before a statement that changes a kmc table's rows
without row events (kmc_on_error=STOP), or count it and let it run (SKIP).
@param name  db.table, escaped
@param what  the problem
@return whether the statement must not run (my_error() was called) */
static bool kmc_stop_statement(const std::string &name, const char *what)
{
  if (kmc_on_error != KMC_ON_ERROR_SKIP)
    return kmc_table_problem(name.c_str(), what);
  kmc_note_error(1, "table %s: %s", name.c_str(), what);
  kmc_sys.skipped++;
  sql_print_warning("Memcached replication skipped a statement on %s: %s",
                    name.c_str(), what);
  return false;
}

/** Why a change of a kmc table's rows logged as a statement stops */
static const char kmc_statement_change[]=
  "a change logged as a statement cannot be applied to memcached (the "
  "primary must log kmc tables with binlog_format=ROW)";

/** Whether an ALTER TABLE adds a column that kmc_column_map names for its
table: a flags, cas, expiry or value column that was absent (and so not
sent) gets a value in every row.
@param lex     the ALTER TABLE
@param config  the configuration
@return whether it does */
static bool kmc_alter_adds_mapped(LEX *lex, const Kmc_config *config)
{
  const TABLE_LIST *tl= lex->query_tables;
  if (!tl)
    return false;
  const std::string name= std::string(tl->db.str, tl->db.length) + "." +
    std::string(tl->table_name.str, tl->table_name.length);
  const Kmc_columns &c= config->columns_for(name.c_str());
  List_iterator_fast<Create_field> it(lex->alter_info.create_list);
  while (const Create_field *def= it++)
  {
    if (def->change.str)
      continue;
    auto is= [def](const std::string &col) {
      return !col.empty() && !my_strcasecmp(system_charset_info, col.c_str(),
                                             def->field_name.str);
    };
    if (is(c.key) || is(c.flags) || is(c.cas) || is(c.expiry) ||
        std::any_of(c.values.begin(), c.values.end(), is))
      return true;
  }
  return false;
}

/** Whether two column map entries read the same columns.
@param a  an entry
@param b  another
@return whether key, values, flags and expiry are the same */
static bool kmc_same_columns(const Kmc_columns &a, const Kmc_columns &b)
{
  auto eq= [](const std::string &x, const std::string &y) {
    return !my_strcasecmp(system_charset_info, x.c_str(), y.c_str());
  };
  if (!eq(a.key, b.key) || !eq(a.flags, b.flags) ||
      !eq(a.expiry, b.expiry) || a.values.size() != b.values.size())
    return false;
  for (size_t i= 0; i < a.values.size(); i++)
    if (!eq(a.values[i], b.values[i]))
      return false;
  return true;
}

/** RENAME TABLE a TO b[, c TO d ...] and ALTER TABLE a RENAME TO b: a
table renamed out of kmc_table_pattern leaves its keys in memcached with no
row event that would ever change them; a table renamed into it has rows
memcached never got; one renamed to a name with other columns in
kmc_column_map would be read by other columns from then on. Stopped, or
counted with SKIP; a rename between two names that read the same columns
is applied.
@param thd     the applying thread
@param config  the configuration
@return whether the statement must not run (my_error() was called) */
static bool kmc_check_rename(THD *thd, const Kmc_config *config)
{
  LEX *lex= thd->lex;
  auto full= [](const LEX_CSTRING &db, const LEX_CSTRING &t) {
    return std::string(db.str, db.length) + "." +
      std::string(t.str, t.length);
  };
  std::vector<std::pair<std::string, std::string>> pairs;
  if (lex->sql_command == SQLCOM_ALTER_TABLE)
  {
    TABLE_LIST *tl= lex->query_tables;
    if (thd->find_tmp_table_share(tl))
      return false;
    const LEX_CSTRING &db= lex->first_select_lex()->db.str
      ? lex->first_select_lex()->db : tl->db;
    pairs.emplace_back(full(tl->db, tl->table_name),
                       full(db, lex->name.str ? lex->name : tl->table_name));
  }
  else
    for (TABLE_LIST *from= lex->query_tables; from && from->next_local;
         from= from->next_local->next_local)
    {
      if (thd->find_tmp_table_share(from))
        continue;
      pairs.emplace_back(full(from->db, from->table_name),
                         full(from->next_local->db,
                              from->next_local->table_name));
    }
  for (const auto &p : pairs)
  {
    const bool from_kmc= config->matches(p.first.c_str());
    const bool to_kmc= config->matches(p.second.c_str());
    if (!from_kmc && !to_kmc)
      continue;
    const std::string from= kmc_escape(p.first.data(), p.first.size());
    const std::string to= kmc_escape(p.second.data(), p.second.size());
    std::string what;
    if (!to_kmc)
      what= "RENAME to " + to + ", which kmc_table_pattern does not name, "
        "would leave the table's keys in memcached with no row event to "
        "change them";
    else if (!from_kmc)
      what= "RENAME from " + from + ", which kmc_table_pattern does not "
        "name, would make a kmc table of rows that memcached never got";
    else if (!kmc_same_columns(config->columns_for(p.first.c_str()),
                               config->columns_for(p.second.c_str())))
      what= "RENAME to " + to + " would read the table by other "
        "kmc_column_map columns than its keys were written with";
    else
      continue;
    if (kmc_stop_statement(from_kmc ? from : to, what.c_str()))
      return true;
  }
  return false;
}

bool kmc_check_statement(THD *thd)
{
  rpl_group_info *rgi= thd->rgi_slave;
  std::shared_ptr<Kmc_config> config= kmc_sys.current();
  if (!config || !rgi)
    return false;
  LEX *lex= thd->lex;
  const enum_sql_command cmd= lex->sql_command;
  switch (cmd) {
  case SQLCOM_SAVEPOINT:
  case SQLCOM_ROLLBACK_TO_SAVEPOINT:
  {
    /* The primary logs ROLLBACK TO when the transaction also changed a
    table that cannot roll back; the operations after the savepoint go */
    Kmc_batch *b= kmc_batch(rgi);
    if (!b)
    {
      my_error(ER_OUT_OF_RESOURCES, MYF(0));
      return true;
    }
    const std::string name(lex->ident.str, lex->ident.length);
    auto same= [&](const Kmc_batch::Savepoint &sp) {
      return !my_strcasecmp(system_charset_info, sp.name.c_str(),
                            name.c_str());
    };
    auto it= b->savepoints.end();
    while (it != b->savepoints.begin())
      if (same(*--it))
        break;
    const bool found= it != b->savepoints.end() && same(*it);
    if (cmd == SQLCOM_SAVEPOINT)
    {
      /* A savepoint set again moves to the end */
      if (found)
        b->savepoints.erase(it);
      try
      {
        b->savepoints.push_back({name, b->ops.size()});
      }
      catch (const std::bad_alloc &)
      {
        my_error(ER_OUT_OF_RESOURCES, MYF(0));
        return true;
      }
    }
    else if (found)
    {
      /* The operations rolled back still count against
      kmc_max_transaction_size: their memory is held until the transaction
      ends, so many ROLLBACK TO cannot take more than the bound */
      b->ops.resize(it->n_ops);
      b->savepoints.erase(it + 1, b->savepoints.end());
    }
    return false;
  }
  case SQLCOM_ROLLBACK:
    /* An event group that ends with ROLLBACK sends nothing */
    kmc_discard(rgi);
    return false;
  default:
    break;
  }

  /* A change of rows logged as a statement is checked once its tables are
  open and locked (kmc_check_locked()): only then are the tables behind a
  view, a trigger, a function or a cascading foreign key known, and which
  tables of a multi-table UPDATE it writes */
  const char *what;
  switch (cmd) {
  case SQLCOM_CREATE_TABLE:
    /* CREATE TABLE ... SELECT fills the new table, which is opened only
    once it is created */
    if (lex->tmp_table() ||
        !(lex->first_select_lex()->item_list.elements ||
          lex->first_select_lex()->tvc))
      return false;
    what= kmc_statement_change;
    break;
  case SQLCOM_TRUNCATE:
    what= "TRUNCATE would leave the table's keys in memcached";
    break;
  case SQLCOM_RENAME_TABLE:
    return kmc_check_rename(thd, config.get());
  case SQLCOM_ALTER_TABLE:
    /* TRUNCATE PARTITION sets its partition flag only when it runs */
    if ((lex->alter_info.partition_flags &
         (ALTER_PARTITION_DROP | ALTER_PARTITION_TRUNCATE |
          ALTER_PARTITION_EXCHANGE | ALTER_PARTITION_CONVERT_OUT |
          ALTER_PARTITION_CONVERT_IN)) ||
        ((lex->alter_info.partition_flags & ALTER_PARTITION_REORGANIZE) &&
         lex->part_info && lex->part_info->part_type == LIST_PARTITION) ||
        dynamic_cast<Sql_cmd_alter_table_truncate_partition *>
        (lex->m_sql_cmd))
      what= "a partition dropped, truncated, exchanged or converted, or a "
        "LIST partition reorganized (the rows no new partition takes are "
        "dropped), changes rows without row events, which memcached never "
        "gets";
    else if (dynamic_cast<Sql_cmd_discard_import_tablespace *>
             (lex->m_sql_cmd))
      what= "DISCARD or IMPORT TABLESPACE takes away or replaces the rows "
        "without row events, which memcached never gets";
    else if (lex->alter_info.flags &
             (ALTER_CHANGE_COLUMN | ALTER_RENAME_COLUMN | ALTER_CONVERT_TO |
              ALTER_PARSER_DROP_COLUMN))
      what= "an ALTER that changes, renames or drops columns (CHANGE, MODIFY, "
        "RENAME COLUMN, CONVERT TO CHARACTER SET, DROP COLUMN) may rewrite "
        "keys and values without row events, which memcached never gets";
    else if ((lex->alter_info.flags & ALTER_PARSER_ADD_COLUMN) &&
             kmc_alter_adds_mapped(lex, config.get()))
      what= "an ALTER that adds a column kmc_column_map names for the table "
        "gives every row a value memcached never gets (the column was "
        "absent, so its value was not sent)";
    else if (kmc_alter_ignore_drops_rows(lex))
      what= "ALTER IGNORE drops the rows that do not fit (a unique key, a "
        "CHECK constraint, the partitions) without row events, which "
        "memcached never gets";
    else if ((lex->alter_info.flags & ALTER_RENAME) && lex->query_tables)
      return kmc_check_rename(thd, config.get());
    else
      return false;
    break;
  case SQLCOM_DROP_TABLE:
    if (lex->tmp_table())
      return false;
    /* fall through */
  case SQLCOM_DROP_DB:
    /* The table is gone: nothing for memcached to be equal to; its keys
    stay until they expire or memcached evicts them, which the log notes */
    what= nullptr;
    break;
  default:
    return false;
  }

  std::string name;
  if (cmd == SQLCOM_DROP_DB)
    name= kmc_table_in_db(config.get(), lex->name);
  else
    for (TABLE_LIST *tl= lex->query_tables; tl && name.empty();
         tl= cmd == SQLCOM_CREATE_TABLE ? nullptr : tl->next_global)
    {
      /* CREATE TABLE (not TEMPORARY) makes a base table also where a
      temporary table of that name hides it */
      if (cmd != SQLCOM_CREATE_TABLE && thd->find_tmp_table_share(tl))
        continue;
      std::string n= std::string(tl->db.str, tl->db.length) + "." +
        std::string(tl->table_name.str, tl->table_name.length);
      if (config->matches(n.c_str()))
        name= kmc_escape(n.data(), n.size());
    }
  if (name.empty())
    return false;
  /* kmc_table_pattern could not be read: every table matched, and the
  reason is the configuration's */
  if (config->match_all)
    return what && kmc_stop_statement(name, config->error.c_str());
  if (!what)
  {
    sql_print_warning("Memcached replication: %s of %s leaves the table's "
                      "keys in memcached",
                      cmd == SQLCOM_DROP_DB ? "DROP DATABASE" : "DROP TABLE",
                      name.c_str());
    return false;
  }
  return kmc_stop_statement(name, what);
}

/** The kmc table that a trigger's change of a table cascades into.
@param thd     the applying thread
@param config  the configuration
@param tl      a table a trigger prelocked (trg_event_map: what it does)
@return as kmc_cascade_child(); empty if none */
static std::string kmc_trigger_cascade(THD *thd, const Kmc_config *config,
                                       TABLE_LIST *tl)
{
  const bool del= tl->trg_event_map & trg2bit(TRG_EVENT_DELETE);
  const bool upd= tl->trg_event_map & trg2bit(TRG_EVENT_UPDATE);
  if ((!del && !upd) || !tl->table->file->referenced_by_foreign_key())
    return "";
  return kmc_cascade_child(thd, config, tl->table, del, upd);
}

bool kmc_check_locked(THD *thd, TABLE_LIST *tables)
{
  rpl_group_info *rgi= thd->rgi_slave;
  /* A trigger's or function's statement runs under the tables its
  statement prelocked, which were checked then, before any row changed
  (an error raised here could be caught by a handler of the routine) */
  if (!rgi || thd->in_sub_stmt || !kmc_sys.on.load(std::memory_order_relaxed))
    return false;
  /* The rows of a row event go through kmc_map(), with the foreign keys of
  the event's own tables; only the tables of the triggers the replica runs
  for them (slave_run_triggers_for_rbr), and the tables those tables'
  foreign keys cascade into, are looked at here: an error in such a
  trigger does not stop replication */
  const bool rows= tables == rgi->tables_to_lock;
  if (!rows)
    switch (thd->lex->sql_command) {
    case SQLCOM_INSERT: case SQLCOM_INSERT_SELECT: case SQLCOM_REPLACE:
    case SQLCOM_REPLACE_SELECT: case SQLCOM_UPDATE: case SQLCOM_UPDATE_MULTI:
    case SQLCOM_DELETE: case SQLCOM_DELETE_MULTI: case SQLCOM_LOAD:
    /* statements that may run a stored function: SELECT f(), SET @a= f(),
    DO f(), CREATE TABLE ... SELECT f() */
    case SQLCOM_SELECT: case SQLCOM_SET_OPTION: case SQLCOM_DO:
    case SQLCOM_CREATE_TABLE:
      break;
    default:
      /* DDL and administration statements: kmc_check_statement() */
      return false;
    }
  std::shared_ptr<Kmc_config> config= kmc_sys.current();
  if (!config)
    return false;
  if (!rows && thd->lex->sql_command == SQLCOM_CREATE_TABLE &&
      !thd->lex->tmp_table() && thd->lex->query_tables)
  {
    /* kmc_check_statement() stopped or counted CREATE TABLE kmc_x ...
    SELECT already */
    const TABLE_LIST *c= thd->lex->query_tables;
    const std::string n= std::string(c->db.str, c->db.length) + "." +
      std::string(c->table_name.str, c->table_name.length);
    if (config->matches(n.c_str()))
      return false;
  }
  for (TABLE_LIST *tl= tables; tl; tl= tl->next_global)
  {
    /* The statement's own tables count when it changes them (SELECT ...
    FOR UPDATE write-locks a table it does not change); a table that a
    trigger or function may change, or a cascading foreign key's, counts
    as changed: which rows they change is not known before they run. */
    const bool cascade= tl->prelocking_placeholder == TABLE_LIST::PRELOCK_FK;
    const bool routine=
      tl->prelocking_placeholder == TABLE_LIST::PRELOCK_ROUTINE;
    if (tl->placeholder() || tl->lock_type < TL_FIRST_WRITE ||
        (rows ? !routine : !routine && !cascade && !tl->updating) ||
        tl->table->s->tmp_table != NO_TMP_TABLE)
      continue;
    const TABLE_SHARE *share= tl->table->s;
    const std::string n= std::string(share->db.str, share->db.length) + "." +
      std::string(share->table_name.str, share->table_name.length);
    if (!config->matches(n.c_str()))
    {
      if (!rows)
        continue;
      /* a trigger's change of a table that cascades into a kmc table */
      const std::string child= kmc_trigger_cascade(thd, config.get(), tl);
      if (child.empty())
        continue;
      return kmc_stop_statement(child, config->match_all
                                ? config->error.c_str()
                                : ("a trigger that the replica runs for row "
                                   "events (slave_run_triggers_for_rbr) "
                                   "changes table " +
                                   kmc_escape(n.data(), n.size()) +
                                   ", whose foreign key would cascade into "
                                   "its rows without row events, which "
                                   "memcached never gets").c_str());
    }
    return kmc_stop_statement(kmc_escape(n.data(), n.size()),
                              config->match_all ? config->error.c_str()
                              : rows
                              ? "a trigger that the replica runs for row "
                                "events (slave_run_triggers_for_rbr) may "
                                "change its rows without row events, which "
                                "memcached never gets"
                              : cascade
                              ? "a foreign key of the table would cascade a "
                                "change logged as a statement into its rows "
                                "without row events, which memcached never "
                                "gets"
                              : routine
                              ? "a trigger or stored function of a statement "
                                "logged as a statement may change its rows "
                                "without row events, which memcached never "
                                "gets"
                              : kmc_statement_change);
  }
  return false;
}

/** The order in which parallel workers send to memcached. An event group
takes its place once the group before it in its replication domain has taken
its own (or has committed): the sub_ids of the groups that have are kept in
sent. Taking its place, a group registers its memcached keys; a key that an
earlier group of the domain registered and that group has not committed yet
makes the group wait for the commit of the groups before it before it sends
(so each key's changes reach memcached in binary log order, also when that
earlier group is retried); a group whose keys no uncommitted earlier group
has sends at once, beside the other workers, and the groups commit together
(binary log group commit). */
struct Kmc_order
{
  /** A replication domain of a replica connection */
  struct Domain
  {
    /** the connection (compared, never followed) */
    const Relay_log_info *rli;
    /** the domain */
    uint32 domain_id;
    bool operator==(const Domain &d) const
    { return rli == d.rli && domain_id == d.domain_id; }
    bool operator<(const Domain &d) const
    { return rli < d.rli || (rli == d.rli && domain_id < d.domain_id); }
  };
  /** The group that registered a key last */
  struct Owner
  {
    /** its domain */
    Domain domain;
    /** its gtid_sub_id */
    uint64 sub_id;
  };
  /** protects sent, waiting, shared_waiters, keys, sweep_at and wide */
  mysql_mutex_t mutex;
  /** broadcast when a group is added to sent or ends, if shared_waiters */
  mysql_cond_t cond;
  /** sub_ids (gtid_sub_id) of groups that have taken their place */
  std::set<uint64> sent;
  /** A group's place in the order: what it registers, and the outcome */
  struct Place
  {
    /** its operations (nullptr: none) */
    const Kmc_batch *b;
    /** its domain */
    Domain d;
    /** its gtid_sub_id */
    uint64 me;
    /** the gtid_sub_id of the group before it (wait_commit_sub_id) */
    uint64 prior;
    /** PLACE_OPEN until it is taken; then what kmc_register() returned */
    int result;
  };
  static constexpr int PLACE_OPEN= 2;
  /** A group waiting for the group before it */
  /** What wakes one waiting group: its own mutex and condition, so that a
  wake-up (a broadcast woke every waiting worker for each group, and the
  wake-ups grew with slave_parallel_threads) and a KILL, which try-locks the
  mutex (THD::awake()), meet only the one group that wakes it */
  struct Wake
  {
    mysql_mutex_t mutex;
    mysql_cond_t cond;
    /** set under mutex by the group that wakes it */
    bool woken;
  };
  struct Waiter
  {
    /** its wake-up (kmc_wake()) */
    Wake *wake;
    /** its wait for the prior commit (whose waitee the commit clears) */
    const wait_for_commit *wfc;
    /** its place, which the group before it takes for it when it takes its
    own (kmc_take_places()): a chain of groups that arrived early then
    takes its places under one mutex hold instead of a wake-up each */
    Place *place;
  };
  /** the group waiting for each group (by its sub_id) to take its place,
  or to commit */
  std::unordered_map<uint64, Waiter> waiting;
  /** waiting.size() + shared_waiters, read without the mutex: a group's
  end takes it only if a group waits */
  std::atomic<size_t> n_waiting{0};
  /** groups waiting on cond (waiting could not take them) */
  size_t shared_waiters= 0;
  /** registered keys (kmc_key_hash()) and the group that registered each */
  std::unordered_map<uint64, Owner> keys;
  /** keys above which those of committed groups are swept out */
  size_t sweep_at= KMC_ORDER_SWEEP;
  /** per domain, the last group too large to register its keys one by one:
  a later group waits for its commit whatever its keys */
  std::map<Domain, uint64> wide;
  /** per domain, the last group that applied no row to its tables
  (kmc_apply_to_table=OFF), so holds no row lock: until it has committed, a
  group after it does not send at once under ROW_LOCKS */
  std::map<Domain, uint64> unlocked;
  /** whether unlocked could not be kept (out of memory): ROW_LOCKS then
  sends as BINLOG does */
  bool unlocked_unknown= false;
};
static Kmc_order kmc_order;

/** A worker waiting in kmc_wait_prior_sent() (SHOW PROCESSLIST) */
static PSI_stage_info stage_kmc_wait_place=
{0, "Waiting for prior transaction to take its memcached place", 0};

/** Publish the number of waiting groups (kmc_order.mutex held) */
static void kmc_waiters_changed()
{
  kmc_order.n_waiting.store(kmc_order.waiting.size() +
                            kmc_order.shared_waiters,
                            std::memory_order_release);
}

/** Start waiting for a group to take its place in the order of sends
(kmc_order.mutex held).
@param prior  the group's sub_id
@param wfc    the waiting group's wait for the prior commit
@param own    a wake-up to initialize and wait on
@param place  the waiting group's place, to be taken for it
@return whether it waits on own; else (memory is short or, which does not
happen, another group waits for the same one) on the shared condition, and
it takes its place itself */
static bool kmc_wait_on(uint64 prior, const wait_for_commit *wfc,
                        Kmc_order::Wake *own, Kmc_order::Place *place)
{
  try
  {
    if (kmc_order.waiting.emplace(prior,
                                  Kmc_order::Waiter{own, wfc, place}).second)
    {
      kmc_waiters_changed();
      mysql_mutex_init(PSI_NOT_INSTRUMENTED, &own->mutex, nullptr);
      mysql_cond_init(PSI_NOT_INSTRUMENTED, &own->cond, nullptr);
      own->woken= false;
      return true;
    }
  }
  catch (const std::bad_alloc &)
  {
  }
  kmc_order.shared_waiters++;
  kmc_waiters_changed();
  return false;
}

/** Stop waiting for a group to take its place (kmc_order.mutex held).
@param prior  the group's sub_id
@param own    what kmc_wait_on() returned */
static void kmc_wait_end(uint64 prior, bool own)
{
  if (own)
    kmc_order.waiting.erase(prior);
  else
    kmc_order.shared_waiters--;
  kmc_waiters_changed();
}

/** Wake a waiting group (kmc_order.mutex held, which keeps it waiting).
@param w  its wake-up */
static void kmc_wake(Kmc_order::Wake *w)
{
  mysql_mutex_lock(&w->mutex);
  w->woken= true;
  mysql_cond_signal(&w->cond);
  mysql_mutex_unlock(&w->mutex);
}

/** Wait until the group before this one (in binary log order, in its
replication domain) has taken its place in the order of sends (and maybe
this one's for it), or has committed.
@param thd    the applying thread
@param rgi    the event group (parallel replication)
@param place  its place; result is set if the group before took it
@return whether the group before failed, or this one was killed
(my_error() was called) */
static bool kmc_wait_prior_sent(THD *thd, rpl_group_info *rgi,
                                Kmc_order::Place *place)
{
  wait_for_commit *wfc= thd->wait_for_commit_ptr;
  if (!wfc)
    return false;
  const uint64 prior= rgi->wait_commit_sub_id;
  bool sent= false;
  /* once it waits: whether on its own wake-up, or on the shared condition;
  and whether it entered its stage (one stage however many looks) */
  bool waits= false, own= false, entered= false;
  Kmc_order::Wake wake;
  PSI_stage_info old_stage;
  mysql_mutex_lock(&kmc_order.mutex);
  for (;;)
  {
    if (place->result != Kmc_order::PLACE_OPEN)
      break;                       /* taken for it: also when killed since */
    if (!wfc->waitee.load(std::memory_order_acquire))
      break;                       /* it committed, or failed */
    if ((sent= kmc_order.sent.count(prior)))
      break;
    if (thd->killed)
      break;
    if (!waits)
    {
      waits= true;
      own= kmc_wait_on(prior, wfc, &wake, place);
      /* Look again once registered: a commit that did not see it waiting
      (kmc_wake_next()) is seen here */
      std::atomic_thread_fence(std::memory_order_seq_cst);
      continue;
    }
    struct timespec abstime;
    if (!own)
    {
      /* Broadcast when a group takes its place or ends; a KILL is seen at
      the next look */
      set_timespec_nsec(abstime, 1000000ULL);
      mysql_cond_timedwait(&kmc_order.cond, &kmc_order.mutex, &abstime);
      continue;
    }
    /* The prior group's taking its place (kmc_take_places()), its end
    (kmc_group_end()) and a KILL (THD::awake()) wake it: woken is set
    under wake.mutex, so a wake-up between the unlock and the wait is not
    lost. A look every 1 ms cost a wake-up a millisecond for each waiting
    worker; the look after KMC_ORDER_LOOK_NS is for a wake-up missed (none
    is known). */
    mysql_mutex_unlock(&kmc_order.mutex);
    mysql_mutex_lock(&wake.mutex);
    if (!entered)
    {
      /* Kept until the wait ends: a KILL meanwhile try-locks wake.mutex
      and signals a condition nobody waits on, and the look below, under
      wake.mutex, sees the kill */
      thd->ENTER_COND(&wake.cond, &wake.mutex, &stage_kmc_wait_place,
                      &old_stage);
      entered= true;
    }
    if (!wake.woken && !thd->killed)
    {
      set_timespec_nsec(abstime, KMC_ORDER_LOOK_NS);
      mysql_cond_timedwait(&wake.cond, &wake.mutex, &abstime);
    }
    wake.woken= false;
    mysql_mutex_unlock(&wake.mutex);
    mysql_mutex_lock(&kmc_order.mutex);
  }
  if (waits)
    kmc_wait_end(prior, own);
  const bool taken= place->result != Kmc_order::PLACE_OPEN;
  mysql_mutex_unlock(&kmc_order.mutex);
  if (entered)
  {
    /* No group wakes it any more (it left waiting) */
    mysql_mutex_lock(&wake.mutex);
    thd->EXIT_COND(&old_stage);              /* releases wake.mutex */
  }
  if (own)
  {
    mysql_cond_destroy(&wake.cond);
    mysql_mutex_destroy(&wake.mutex);
  }
  /* Not sent: it committed (returns at once), failed, or this thread was
  killed; wait_for_prior_commit() says which */
  return !sent && !taken && thd->wait_for_prior_commit();
}

static int kmc_register(const Kmc_order::Place &p, uint64 committed);

/** The keys a group registers when it takes its place.
@param p  its place
@return the number of keys (1 for a group too large to register them) */
static size_t kmc_place_cost(const Kmc_order::Place &p)
{
  const size_t n= p.b ? p.b->ops.size() : 0;
  return n > KMC_ORDER_MAX_KEYS ? 1 : n;
}

/** Take a group's place in the order of sends (kmc_order.mutex held):
register its keys and note that it has taken its place; then take the
place of the group waiting for it, and so on down the chain of groups that
arrived early, each woken once its place is taken; the group where
KMC_ORDER_CHAIN_OPS ends the chain is woken to take its own.
@param p          the group's place
@param committed  its domain's last_committed_sub_id, read before (a lower
value than the current one only makes a group wait for a commit it need
not)
@return the number of places taken for groups after it */
static size_t kmc_take_places(Kmc_order::Place *p, uint64 committed)
{
  size_t others= 0, cost= 0;
  for (;;)
  {
    if ((p->result= kmc_register(*p, committed)) < 0)
      break;        /* not placed: the group after waits for its commit */
    /* The group before is no longer looked for */
    kmc_order.sent.erase(p->prior);
    try
    {
      kmc_order.sent.insert(p->me);
    }
    catch (const std::bad_alloc &)
    {
      /* The group after waits for this one's commit instead, unless its
      place is taken below */
    }
    /* Groups whose successor never looked (it had no commit event) */
    while (kmc_order.sent.size() > 1024)
      kmc_order.sent.erase(kmc_order.sent.begin());
    /* The group after this one, if it waits (on its own condition) */
    auto w= kmc_order.waiting.find(p->me);
    if (w == kmc_order.waiting.end())
      break;
    kmc_wake(w->second.wake);
    p= w->second.place;
    if (p->result != Kmc_order::PLACE_OPEN)
      break;    /* taken already: this group is applied again (a retry) */
    /* Large groups take their own places, each in a hold of its own: other
    domains' groups, and this group's send, do not wait for them all */
    if ((cost+= kmc_place_cost(*p)) > KMC_ORDER_CHAIN_OPS)
      break;
    others++;
  }
  if (kmc_order.shared_waiters)
    mysql_cond_broadcast(&kmc_order.cond);
  return others;
}

/** Take an event group's place in the order of sends, after the group
before it has taken its own (or has committed), or find it taken by that
group.
@param thd  the applying thread
@param rgi  the event group (parallel replication)
@param b    its operations (nullptr: none)
@retval 0  it may send at once
@retval 1  a key of it (or every key) is an uncommitted earlier group's:
it sends after the commits before it
@retval -1 the group before failed, this one was killed, or out of memory
(my_error() was called); its place is not taken */
static int kmc_take_place(THD *thd, rpl_group_info *rgi, const Kmc_batch *b)
{
  rpl_parallel_entry *entry= rgi->parallel_entry;
  Kmc_order::Place place{b, {rgi->rli, entry->domain_id}, rgi->gtid_sub_id,
                         rgi->wait_commit_sub_id, Kmc_order::PLACE_OPEN};
  if (kmc_wait_prior_sent(thd, rgi, &place))
    return -1;
  if (place.result == Kmc_order::PLACE_OPEN)
  {
    mysql_mutex_lock(&entry->LOCK_parallel_entry);
    const uint64 committed= entry->last_committed_sub_id;
    mysql_mutex_unlock(&entry->LOCK_parallel_entry);
    mysql_mutex_lock(&kmc_order.mutex);
    const size_t others= kmc_take_places(&place, committed);
    mysql_mutex_unlock(&kmc_order.mutex);
    DBUG_EXECUTE_IF("kmc_places_taken", if (others >= 3)
      debug_sync_set_action(thd, STRING_WITH_LEN("now SIGNAL "
                                                 "kmc_places_taken")););
    (void) others;
  }
  if (place.result < 0)
    my_error(ER_OUT_OF_RESOURCES, MYF(0));
  return place.result;
}

/** Wake the group after this one if it waits for this one to take its
place and this one has woken its wait for the prior commit (it committed or
failed; an XA COMMIT, a retried group, a DDL or a group the group before it
did not wait for never takes its place). Without this the group after would
see it only at its next look (KMC_ORDER_LOOK_NS).
@param rgi  the event group, at its end (finish_event_group()) */
static void kmc_wake_next(const rpl_group_info *rgi)
{
  /* A group registered after this look finds the commit itself, when it
  looks again after registering (kmc_wait_prior_sent()) */
  std::atomic_thread_fence(std::memory_order_seq_cst);
  if (!kmc_order.n_waiting.load(std::memory_order_relaxed))
    return;
  mysql_mutex_lock(&kmc_order.mutex);
  auto w= kmc_order.waiting.find(rgi->gtid_sub_id);
  if (w != kmc_order.waiting.end() &&
      !w->second.wfc->waitee.load(std::memory_order_acquire))
    kmc_wake(w->second.wake);
  if (kmc_order.shared_waiters)
    mysql_cond_broadcast(&kmc_order.cond);
  mysql_mutex_unlock(&kmc_order.mutex);
}

/** Take back kmc_take_place() of a group that is rolled back (to be
retried, or stopped).
@param rgi  the event group */
static void kmc_unmark_sent(rpl_group_info *rgi)
{
  mysql_mutex_lock(&kmc_order.mutex);
  kmc_order.sent.erase(rgi->gtid_sub_id);
  mysql_mutex_unlock(&kmc_order.mutex);
}

/** A hash of a memcached key in a domain (FNV-1a over the domain and the
key): each domain registers its keys apart, so another domain's (not ordered
against this one) never takes the place of a group this one must wait for;
two keys with the same hash only make a group wait for a commit it need not.
@param d    the domain
@param key  the key
@param len  its length
@return the hash */
static uint64 kmc_key_hash(const Kmc_order::Domain &d, const char *key,
                           size_t len)
{
  uint64 h= 14695981039346656037ULL;
  auto mix= [&h](uchar c) { h= (h ^ c) * 1099511628211ULL; };
  const uintptr_t rli= reinterpret_cast<uintptr_t>(d.rli);
  for (size_t i= 0; i < sizeof rli; i++)
    mix((uchar) (rli >> (8 * i)));
  for (size_t i= 0; i < sizeof d.domain_id; i++)
    mix((uchar) (d.domain_id >> (8 * i)));
  for (size_t i= 0; i < len; i++)
    mix((uchar) key[i]);
  return h;
}

/** Whether a registered key holds a group of this domain before this one
that has not committed.
@param o          the owner
@param d          this group's domain
@param me         this group's sub_id
@param committed  the domain's last_committed_sub_id
@return whether this group must wait for that group's commit */
static bool kmc_owner_pending(const Kmc_order::Owner &o,
                              const Kmc_order::Domain &d, uint64 me,
                              uint64 committed)
{
  return o.domain == d && o.sub_id < me && o.sub_id > committed;
}

/** Drop the keys of a domain's committed groups, once there are many.
Keys of other domains (not ordered against this one) stay until their own
domain sweeps or registers them again.
@param d          a domain
@param committed  its last_committed_sub_id */
static void kmc_order_sweep(const Kmc_order::Domain &d, uint64 committed)
{
  if (kmc_order.keys.size() < kmc_order.sweep_at)
    return;
  for (auto it= kmc_order.keys.begin(); it != kmc_order.keys.end(); )
    if (it->second.domain == d && it->second.sub_id <= committed)
      it= kmc_order.keys.erase(it);
    else
      ++it;
  kmc_order.sweep_at= std::max(KMC_ORDER_SWEEP, 2 * kmc_order.keys.size());
  /* The buckets of a large group's keys are not kept */
  if (kmc_order.keys.bucket_count() > 4 * kmc_order.sweep_at)
  {
    try
    {
      kmc_order.keys.rehash(0);
    }
    catch (const std::bad_alloc &)
    {
      /* they stay */
    }
  }
}

/** Register the keys of a group that takes its place in the order of
sends (kmc_order.mutex held), and say whether it must wait for the commits
of the groups before it before it sends.
@param p          its place
@param committed  its domain's last_committed_sub_id
@retval 0  it may send at once
@retval 1  a key of it (or every key) is an uncommitted earlier group's
@retval -1 out of memory */
static int kmc_register(const Kmc_order::Place &p, uint64 committed)
{
  if (!p.b)
    return 0;
  const Kmc_order::Domain &d= p.d;
  const uint64 me= p.me;
  const bool wide= p.b->ops.size() > KMC_ORDER_MAX_KEYS;
  bool wait= wide;
  try
  {
    uint64 &w= kmc_order.wide[d];
    wait|= kmc_owner_pending({d, w}, d, me, committed);
    if (wide)
      w= std::max(w, me);
    else
    {
      kmc_order_sweep(d, committed);
      for (const Kmc_op &op : p.b->ops)
      {
        auto r= kmc_order.keys.emplace(kmc_key_hash(d, op.key, op.key_len),
                                       Kmc_order::Owner{d, me});
        if (r.second)
          continue;
        Kmc_order::Owner &o= r.first->second;
        if (!(o.domain == d))
        {
          /* Another domain's key with the same hash: whether its group
          committed is not known here, so wait; it keeps the place, and a
          later group of this domain with this key meets it and waits too */
          wait= true;
          continue;
        }
        wait|= kmc_owner_pending(o, d, me, committed);
        /* A retried group finds the keys of later groups of its domain:
        they wait for its commit already */
        if (o.sub_id < me)
          o= {d, me};
      }
    }
  }
  catch (const std::bad_alloc &)
  {
    /* Some of its keys are not registered: a later group would not wait
    for them */
    return -1;
  }
  return wait;
}

/** Note a parallel worker's group that applies no row to its tables.
@param rgi  the event group */
static void kmc_note_unlocked(rpl_group_info *rgi)
{
  const Kmc_order::Domain d{rgi->rli, rgi->parallel_entry->domain_id};
  mysql_mutex_lock(&kmc_order.mutex);
  try
  {
    uint64 &u= kmc_order.unlocked[d];
    u= std::max(u, rgi->gtid_sub_id);
  }
  catch (const std::bad_alloc &)
  {
    /* kmc_unlocked_pending() then says pending for every group */
    kmc_order.unlocked.clear();
    kmc_order.unlocked_unknown= true;
  }
  mysql_mutex_unlock(&kmc_order.mutex);
}

/** Whether a group before this one in its domain applied no row to its
tables and has not committed: its keys are ordered by no row lock, so this
group may not send before it under ROW_LOCKS.
@param rgi  the event group (parallel replication)
@return whether such a group may be pending */
static bool kmc_unlocked_pending(rpl_group_info *rgi)
{
  rpl_parallel_entry *entry= rgi->parallel_entry;
  const Kmc_order::Domain d{rgi->rli, entry->domain_id};
  mysql_mutex_lock(&entry->LOCK_parallel_entry);
  const uint64 committed= entry->last_committed_sub_id;
  mysql_mutex_unlock(&entry->LOCK_parallel_entry);
  mysql_mutex_lock(&kmc_order.mutex);
  bool pending= kmc_order.unlocked_unknown;
  auto it= kmc_order.unlocked.find(d);
  if (it != kmc_order.unlocked.end())
    pending|= it->second < rgi->gtid_sub_id && it->second > committed;
  mysql_mutex_unlock(&kmc_order.mutex);
  return pending;
}

static void kmc_order_init()
{
#ifdef HAVE_PSI_STAGE_INTERFACE
  /* performance_schema's events_stages_* show the wait too */
  PSI_stage_info *stages[]= {&stage_kmc_wait_place};
  mysql_stage_register("sql", stages, array_elements(stages));
#endif
  mysql_mutex_init(PSI_NOT_INSTRUMENTED, &kmc_order.mutex, nullptr);
  mysql_cond_init(PSI_NOT_INSTRUMENTED, &kmc_order.cond, nullptr);
}

static void kmc_order_end()
{
  mysql_cond_destroy(&kmc_order.cond);
  mysql_mutex_destroy(&kmc_order.mutex);
}

int kmc_flush(THD *thd, rpl_group_info *rgi)
{
  Kmc_batch *b= rgi->kmc;
  if (b)
    kmc_drop_stale(b, rgi);
  const bool xa= thd->transaction->xid_state.is_explicit_XA();
  /* Parallel workers send each key's changes in binary log order
  (kmc_order); a single SQL thread applies one group at a time */
  const bool ordered= rgi->is_parallel_exec && !xa &&
    kmc_sys.on.load(std::memory_order_relaxed);
  if (!b || b->ops.empty())
  {
    if (b)
      b->clear();
    if (!ordered)
      return 0;
    /* Nothing to send; the group after may take its place once the one
    before has */
    return kmc_take_place(thd, rgi, nullptr) < 0;
  }
  bool stop= false;
  if (xa)
  {
    /* Its prepare and commit are two event groups: memcached gets none of
    it; SKIP lets the table have it */
    for (const Kmc_op &op : b->ops)
      if ((stop= kmc_problem(op.table, op.key, op.key_len, "an XA "
                             "transaction cannot be applied to memcached")))
        break;
  }
  else if (ordered && b->locked &&
           kmc_send_order == KMC_SEND_ORDER_ROW_LOCKS &&
           kmc_apply_to_table && !kmc_unlocked_pending(rgi))
  {
    /* Each key is the unique key of a row this transaction applied and
    holds locked until it commits: a group before it that changes one of
    those rows waits for the lock, which ends this one (a deadlock kill:
    taken back below, and retried after it). So it sends at once, with the
    other workers, and takes its place (registering its keys, so that a
    group after it without row locks waits for its commit) once it has sent
    and the group before it has taken its own. */
    if (!(stop= b->send(thd, rgi)))
    {
      b->sent= true;
      b->sent_gtid= rgi->current_gtid;
      /* Its keys are registered too (whether it would have had to wait no
      longer matters): a later group on the BINLOG path, without row locks
      (kmc_apply_to_table set OFF meanwhile), waits for its commit */
      if (kmc_take_place(thd, rgi, b) < 0)
      {
        kmc_commit_end(thd, rgi, true);
        return 1;
      }
      return 0;
    }
  }
  else if (ordered)
  {
    /* Take this group's place after the group before it, with its keys;
    send at once unless an earlier group that has not committed changes one
    of them, else after the commits before it (kmc_order) */
    const int wait= kmc_take_place(thd, rgi, b);
    if (wait < 0 || (wait && thd->wait_for_prior_commit()))
      stop= true;
    else if (!(stop= b->send(thd, rgi)))
    {
      b->sent= true;
      b->sent_gtid= rgi->current_gtid;
      return 0;
    }
  }
  else if (thd->wait_for_prior_commit())
    stop= true;
  else if (!(stop= b->send(thd, rgi)))
  {
    /* kept until kmc_commit_end() knows whether the commit succeeded */
    b->sent= true;
    b->sent_gtid= rgi->current_gtid;
    return 0;
  }
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
    {"skipped_unanswered", (char *) &kmc_sys.skipped_unanswered,
     SHOW_LONGLONG},
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
bool kmc_check_locked(THD *, TABLE_LIST *) { return false; }
int show_kmc_status(THD *, SHOW_VAR *var, void *, struct system_status_var *,
                    enum enum_var_type)
{
  static SHOW_VAR vars[]= {{NullS, NullS, SHOW_LONG}};
  var->type= SHOW_ARRAY;
  var->value= (char *) vars;
  return 0;
}

#endif /* HAVE_KMC */
