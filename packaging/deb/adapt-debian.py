#!/usr/bin/env python3
"""Adapt Debian's debian/ directory of mariadb (unpacked by tools/deb) to mariadb-ops.

Run by tools/deb on a freshly unpacked source package; never on a tree it already changed.
    adapt-debian.py TREE VERSION DATE REV

What it changes, and nothing else:
  * debian/changelog: a new entry VERSION (2:10.11.18-0+deb12u1+ops<UTC time of the commit>; epoch 2, above every build of Debian's) on top of Debian's.
  * debian/control: libmemcached-dev built against and libmemcached11 recommended by
    mariadb-server (KMC, rpl_kmc.cc, dlopen()s it); Build-Profiles: <!pkg.mariadb-ops.replica> on the packages a replica does
    not need, and those packages taken out of the other packages' Recommends/Suggests.
  * debian/rules: under the build profile pkg.mariadb-ops.replica, the cmake options that
    leave those plugins (and the embedded server) out; always, the bison output shipped in
    the tarball removed before configure (our grammar patches need it generated anew), and
    Debian's COMPILATION_COMMENT and MYSQL_SERVER_SUFFIX replaced by the fork's own identity
    (@@version 10.11.18-MariaDB-ops, @@version_comment naming mariadb-ops).
  * debian/mariadb-test.install: the *-embedded test programs moved to debian/not-installed
    (the replica build has no embedded server; a full build still builds them).
  * debian/mariadb-server.install: the replica profile (/usr/share/mariadb-ops/replica.cnf)
    and the snippet that enables it, off until uncommented
    (/etc/mysql/mariadb.conf.d/40-mariadb-ops-replica.cnf, read before Debian's
    50-server.cnf, so that a DBA's settings there win); both files are copied into
    debian/mariadb-ops/ by tools/deb. debian/mariadb-server.maintscript moves the snippet
    of earlier builds (90-mariadb-ops-replica.cnf) to that name.
"""
import re
import sys

tree, version, date, rev = sys.argv[1:5]
PROFILE = 'pkg.mariadb-ops.replica'

# Packages the replica build leaves out, and the cmake options that stop building them.
DROPPED = {
    'libmariadbd19': ['-DWITH_EMBEDDED_SERVER=OFF'],
    'libmariadbd-dev': [],
    'mariadb-plugin-connect': ['-DPLUGIN_CONNECT=NO'],
    'mariadb-plugin-s3': ['-DPLUGIN_S3=NO'],
    'mariadb-plugin-rocksdb': ['-DPLUGIN_ROCKSDB=NO'],
    'mariadb-plugin-oqgraph': ['-DPLUGIN_OQGRAPH=NO'],
    'mariadb-plugin-mroonga': ['-DPLUGIN_MROONGA=NO'],
    'mariadb-plugin-spider': ['-DPLUGIN_SPIDER=NO'],
    'mariadb-plugin-gssapi-server': ['-DPLUGIN_AUTH_GSSAPI=NO'],
    'mariadb-plugin-hashicorp-key-management': ['-DPLUGIN_HASHICORP_KEY_MANAGEMENT=NO'],
}
# Kept although a replica may not use them: the compression providers. Stock's
# mariadb-server recommends them, so a stock host has them installed; a fork that dropped
# them would let apt autoremove them, and page-compressed tables that use them could no
# longer be read.


def rw(path, fn):
    p = f'{tree}/{path}'
    with open(p) as f:
        old = f.read()
    new = fn(old)
    if new == old:
        sys.exit(f'adapt-debian.py: {path} did not change: Debian\'s packaging is not the one expected')
    with open(p, 'w') as f:
        f.write(new)


def changelog(s):
    entry = (f'mariadb ({version}) bookworm; urgency=medium\n\n'
             f'  * mariadb-ops: the operations patch series appended to debian/patches\n'
             f'    (debian/patches/mariadb-ops/), built from the repository at {rev}.\n'
             f'  * Build profile {PROFILE}: only what a replica\n'
             f'    needs (see BUILD.md).\n\n'
             f' -- mariadb-ops <mariadb-ops@users.noreply.invalid>  {date}\n\n')
    return entry + s


def control(s):
    # rpl_kmc.cc is compiled against libmemcached's headers (the library is dlopen()ed).
    s = s.replace('Build-Depends: ', 'Build-Depends: libmemcached-dev,\n               ', 1)
    paras = s.split('\n\n')
    out = []
    for para in paras:
        m = re.match(r'Package: (\S+)', para)
        if m and m.group(1) in DROPPED:
            para = para.replace(f'Package: {m.group(1)}\n', f'Package: {m.group(1)}\nBuild-Profiles: <!{PROFILE}>\n', 1)
        elif m:
            if m.group(1) == 'mariadb-server':
                # KMC (rpl_kmc.cc) loads libmemcached.so.11 with dlopen() when
                # kmc_connect_string is set: shlibs cannot see it.
                para = para.replace('Recommends: ', 'Recommends: libmemcached11,\n            ', 1)
            # A kept package must not recommend or suggest a dropped one: the dropped
            # packages exist only at stock's version, which depends on stock's server.
            def strip(field):
                nonlocal para
                fm = re.search(rf'^{field}: .*(?:\n[ \t].*)*', para, re.M)
                if not fm:
                    return
                items = [i.strip() for i in fm.group(0)[len(field) + 2:].split(',') if i.strip()]
                kept = [i for i in items if i.split()[0] not in DROPPED]
                if kept == items:
                    return
                repl = f'{field}: ' + (',\n' + ' ' * (len(field) + 2)).join(kept) if kept else ''
                para = para.replace(fm.group(0) + ('\n' if not kept else ''), repl, 1)
            strip('Recommends')
            strip('Suggests')
        out.append(para)
    return '\n\n'.join(out)


def rules(s):
    opts = ' '.join(o for v in DROPPED.values() for o in v)
    block = (f'\n# mariadb-ops: the replica build (DEB_BUILD_PROFILES={PROFILE}) leaves out the\n'
             f'# packages marked <!{PROFILE}> in debian/control and the plugins they ship.\n'
             f'ifneq (,$(filter {PROFILE},$(DEB_BUILD_PROFILES)))\n'
             f'    CMAKEFLAGS += {opts}\n'
             f'endif\n')
    anchor = '# Add support for verbose builds\n'
    assert anchor in s, 'debian/rules: anchor not found'
    s = s.replace(anchor, block + '\n' + anchor, 1)
    # The fork's identity, as identity-version-suffix.patch gives every other build:
    # @@version 10.11.18-MariaDB-ops, @@version_comment naming mariadb-ops. Debian's values
    # would make a fork replica read as stock (10.11.18-MariaDB-0+deb12u1, "Debian 12"), and
    # BUILD_CONFIG=mysql_release would set "MariaDB Server" if the comment were left unset.
    upstream = re.sub(r'^\d+:', '', version).split('-')[0]
    for old, new in (('-DCOMPILATION_COMMENT="$(DEB_VENDOR) $(RELEASE)"',
                      f'-DCOMPILATION_COMMENT="mariadb-ops, operations fork of MariaDB {upstream}"'),
                     ('-DMYSQL_SERVER_SUFFIX="-$(DEB_VERSION_REVISION)"',
                      '-DMYSQL_SERVER_SUFFIX="-ops"')):
        assert s.count(old) == 1, 'debian/rules: ' + old + ' not found'
        s = s.replace(old, new, 1)
    anchor = 'override_dh_auto_configure:\n\t@echo "RULES.$@"\n'
    assert anchor in s, 'debian/rules: override_dh_auto_configure not found'
    s = s.replace(anchor, anchor + '\t# mariadb-ops: the grammar is patched; the tarball\'s bison output would be used\n'
                  '\t# before the one generated in the build directory.\n'
                  '\trm -f sql/yy_mariadb.cc sql/yy_mariadb.hh sql/yy_oracle.cc sql/yy_oracle.hh\n', 1)
    return s


embedded = []


def test_install(s):
    keep = []
    for line in s.splitlines(True):
        (embedded if 'embedded' in line else keep).append(line)
    return ''.join(keep)


def not_installed(s):
    return s + ''.join(l.rstrip('\n') + ' # mariadb-ops: no embedded server in the replica build\n' for l in embedded)


def server_install(s):
    return s + ('debian/mariadb-ops/replica.cnf usr/share/mariadb-ops\n'
                'debian/mariadb-ops/40-mariadb-ops-replica.cnf etc/mysql/mariadb.conf.d\n')


rw('debian/changelog', changelog)
rw('debian/control', control)
rw('debian/rules', rules)
rw('debian/mariadb-test.install', test_install)
rw('debian/not-installed', not_installed)
rw('debian/mariadb-server.install', server_install)
# The snippet was 90-... until 2026-11-30: read after Debian's 50-server.cnf, the profile
# overrode a DBA's server_id, log_bin and sizes there. dpkg moves an existing one (kept as
# the DBA edited it) to its new name.
with open(f'{tree}/debian/mariadb-server.maintscript', 'a') as f:
    f.write('mv_conffile /etc/mysql/mariadb.conf.d/90-mariadb-ops-replica.cnf '
            f'/etc/mysql/mariadb.conf.d/40-mariadb-ops-replica.cnf {version}~\n')
print(f'    debian/: changelog {version}; {len(DROPPED)} packages marked <!{PROFILE}>; '
      f'{len(embedded)} embedded test files moved to not-installed; replica profile installed by mariadb-server')
