sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1643.21 qps: 9891.14 (r/w/o: 0.00/6596.75/3294.39) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1728.88 qps: 10368.26 (r/w/o: 0.00/6910.50/3457.75) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1794.61 qps: 10776.65 (r/w/o: 0.00/7187.44/3589.21) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1751.25 qps: 10501.47 (r/w/o: 0.00/6999.98/3501.49) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1724.05 qps: 10344.31 (r/w/o: 0.00/6897.20/3447.10) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1719.12 qps: 10320.70 (r/w/o: 0.00/6880.47/3440.23) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 2007.68 qps: 12041.05 (r/w/o: 0.00/8025.70/4015.35) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1830.57 qps: 10988.39 (r/w/o: 0.00/7327.26/3661.13) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1926.67 qps: 11556.02 (r/w/o: 0.00/7702.68/3853.34) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1774.18 qps: 10648.10 (r/w/o: 0.00/7100.73/3547.37) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1776.74 qps: 10654.43 (r/w/o: 0.00/7100.95/3553.48) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 2114.05 qps: 12686.32 (r/w/o: 0.00/8457.21/4229.11) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1936.54 qps: 11619.22 (r/w/o: 0.00/7747.15/3872.07) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1813.89 qps: 10888.32 (r/w/o: 0.00/7259.55/3628.77) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2063.76 qps: 12387.55 (r/w/o: 0.00/8259.03/4128.52) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1507.90 qps: 9043.38 (r/w/o: 0.00/6028.59/3014.80) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1638.67 qps: 9826.01 (r/w/o: 0.00/6548.68/3277.34) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1710.85 qps: 10269.11 (r/w/o: 0.00/6848.40/3420.70) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1833.57 qps: 11004.44 (r/w/o: 0.00/7336.29/3668.15) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1927.54 qps: 11562.30 (r/w/o: 0.00/7708.20/3854.10) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1908.21 qps: 11454.35 (r/w/o: 0.00/7636.91/3817.44) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1956.04 qps: 11726.26 (r/w/o: 0.00/7815.17/3911.09) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1676.62 qps: 10060.72 (r/w/o: 0.00/6706.48/3354.24) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1626.29 qps: 9761.75 (r/w/o: 0.00/6509.17/3252.58) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1765.90 qps: 10600.39 (r/w/o: 0.00/7068.59/3531.80) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1622.76 qps: 9722.55 (r/w/o: 0.00/6477.04/3245.51) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1888.64 qps: 11343.84 (r/w/o: 0.00/7566.56/3777.28) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1822.23 qps: 10924.39 (r/w/o: 0.00/7280.92/3643.46) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1707.00 qps: 10248.98 (r/w/o: 0.00/6833.98/3414.99) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1712.76 qps: 10274.57 (r/w/o: 0.00/6849.05/3425.52) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1847.12 qps: 11084.75 (r/w/o: 0.00/7390.50/3694.25) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1759.89 qps: 10551.36 (r/w/o: 0.00/7032.57/3518.79) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1761.60 qps: 10575.59 (r/w/o: 0.00/7051.40/3524.20) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1856.28 qps: 11131.70 (r/w/o: 0.00/7420.14/3711.57) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 2013.24 qps: 12091.47 (r/w/o: 0.00/8063.98/4027.49) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1907.12 qps: 11430.74 (r/w/o: 0.00/7616.49/3814.25) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1879.98 qps: 11282.85 (r/w/o: 0.00/7523.90/3758.95) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 2026.24 qps: 12156.46 (r/w/o: 0.00/8102.97/4053.49) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1768.50 qps: 10613.98 (r/w/o: 0.00/7077.99/3535.99) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1782.36 qps: 10697.16 (r/w/o: 0.00/7131.44/3565.72) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1857.43 qps: 11142.60 (r/w/o: 0.00/7428.74/3713.87) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1914.31 qps: 11487.84 (r/w/o: 0.00/7658.23/3829.61) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1592.02 qps: 9553.11 (r/w/o: 0.00/6369.07/3184.04) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 2038.42 qps: 12222.52 (r/w/o: 0.00/8145.68/4076.84) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 7 tps: 1654.14 qps: 9915.82 (r/w/o: 0.00/6610.55/3305.27) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           326316
        other:                           163158
        total:                           489474
    transactions:                        81579  (1812.49 per sec.)
    queries:                             489474 (10874.94 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0088s
    total number of events:              81579

Latency (ms):
         min:                                    0.70
         avg:                                    4.41
         max:                                   35.23
         95th percentile:                       10.27
         sum:                               359710.00

Threads fairness:
    events (avg/stddev):           10197.3750/36.15
    execution time (avg/stddev):   44.9638/0.00

