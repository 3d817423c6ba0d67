sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1843.92 qps: 11088.50 (r/w/o: 0.00/7393.66/3694.84) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1764.90 qps: 10602.29 (r/w/o: 0.00/7071.49/3530.80) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1877.20 qps: 11248.03 (r/w/o: 0.00/7494.65/3753.39) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1948.08 qps: 11695.49 (r/w/o: 0.00/7798.32/3897.16) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1862.72 qps: 11170.34 (r/w/o: 0.00/7444.89/3725.45) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1866.89 qps: 11203.34 (r/w/o: 0.00/7471.56/3731.78) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1828.23 qps: 10977.27 (r/w/o: 0.00/7318.84/3658.43) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1738.90 qps: 10426.33 (r/w/o: 0.00/6948.53/3477.80) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1863.11 qps: 11180.66 (r/w/o: 0.00/7455.44/3725.22) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2005.26 qps: 12039.53 (r/w/o: 0.00/8028.02/4011.51) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1866.51 qps: 11202.03 (r/w/o: 0.00/7469.02/3733.01) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1858.41 qps: 11150.49 (r/w/o: 0.00/7433.66/3716.83) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1848.74 qps: 11086.36 (r/w/o: 0.00/7388.88/3697.47) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1738.81 qps: 10437.85 (r/w/o: 0.00/6960.23/3477.62) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2164.05 qps: 12978.32 (r/w/o: 0.00/8650.21/4328.11) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 2014.68 qps: 12084.11 (r/w/o: 0.00/8055.74/4028.37) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 2304.00 qps: 13824.98 (r/w/o: 0.00/9215.98/4608.99) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2226.85 qps: 13368.17 (r/w/o: 0.00/8914.47/4453.70) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1658.85 qps: 9947.10 (r/w/o: 0.00/6629.40/3317.70) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1822.43 qps: 10938.60 (r/w/o: 0.00/7293.73/3644.86) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1919.62 qps: 11517.72 (r/w/o: 0.00/7678.48/3839.24) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1901.07 qps: 11403.47 (r/w/o: 0.00/7601.32/3802.15) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 2289.99 qps: 13726.82 (r/w/o: 0.00/9147.84/4578.98) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1841.70 qps: 11066.21 (r/w/o: 0.00/7382.81/3683.40) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1962.06 qps: 11763.35 (r/w/o: 0.00/7838.24/3925.11) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2101.84 qps: 12609.04 (r/w/o: 0.00/8405.36/4203.68) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 2073.08 qps: 12442.46 (r/w/o: 0.00/8297.28/4145.18) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2161.12 qps: 12973.79 (r/w/o: 0.00/8650.54/4323.25) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1829.06 qps: 10959.37 (r/w/o: 0.00/7302.25/3657.12) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1386.94 qps: 8335.63 (r/w/o: 0.00/5561.76/2773.87) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1403.06 qps: 8406.49 (r/w/o: 0.00/5600.37/2806.12) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1988.93 qps: 11936.59 (r/w/o: 0.00/7958.74/3977.85) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1706.58 qps: 10250.46 (r/w/o: 0.00/6836.31/3414.15) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1677.30 qps: 10061.83 (r/w/o: 0.00/6707.22/3354.60) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1793.57 qps: 10765.45 (r/w/o: 0.00/7178.31/3587.13) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1634.15 qps: 9787.91 (r/w/o: 0.00/6519.61/3268.30) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1822.18 qps: 10952.07 (r/w/o: 0.00/7307.72/3644.35) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 2048.00 qps: 12288.03 (r/w/o: 0.00/8192.02/4096.01) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 2059.02 qps: 12348.18 (r/w/o: 0.00/8230.14/4118.03) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1817.56 qps: 10893.22 (r/w/o: 0.00/7259.11/3634.11) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1819.07 qps: 10925.39 (r/w/o: 0.00/7286.26/3639.13) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1670.35 qps: 10019.10 (r/w/o: 0.00/6678.40/3340.70) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1730.31 qps: 10384.87 (r/w/o: 0.00/6925.25/3459.62) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1965.94 qps: 11795.63 (r/w/o: 0.00/7862.76/3932.86) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 2064.02 qps: 12384.14 (r/w/o: 0.00/8256.09/4128.05) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           339068
        other:                           169534
        total:                           508602
    transactions:                        84767  (1882.98 per sec.)
    queries:                             508602 (11297.85 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0170s
    total number of events:              84767

Latency (ms):
         min:                                    0.61
         avg:                                    4.24
         max:                                   61.26
         95th percentile:                       10.27
         sum:                               359814.64

Threads fairness:
    events (avg/stddev):           10595.8750/30.75
    execution time (avg/stddev):   44.9768/0.00

