sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1849.62 qps: 11133.68 (r/w/o: 0.00/7426.45/3707.23) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1947.56 qps: 11688.39 (r/w/o: 0.00/7793.26/3895.13) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1922.29 qps: 11502.79 (r/w/o: 0.00/7661.20/3841.59) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 2053.06 qps: 12348.41 (r/w/o: 0.00/8239.29/4109.12) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1878.00 qps: 11253.01 (r/w/o: 0.00/7498.01/3755.00) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1625.58 qps: 9760.50 (r/w/o: 0.00/6508.33/3252.17) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1989.12 qps: 11926.75 (r/w/o: 0.00/7948.50/3978.25) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1735.97 qps: 10415.84 (r/w/o: 0.00/6943.89/3471.95) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1666.59 qps: 10005.53 (r/w/o: 0.00/6674.35/3331.18) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2234.36 qps: 13413.16 (r/w/o: 0.00/8942.44/4470.72) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 2228.20 qps: 13374.21 (r/w/o: 0.00/8917.81/4456.40) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 2090.43 qps: 12538.57 (r/w/o: 0.00/8357.71/4180.86) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1882.56 qps: 11288.39 (r/w/o: 0.00/7523.26/3765.13) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1631.90 qps: 9797.40 (r/w/o: 0.00/6533.60/3263.80) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1577.40 qps: 9464.43 (r/w/o: 0.00/6310.62/3153.81) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1584.88 qps: 9507.29 (r/w/o: 0.00/6337.53/3169.76) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1468.77 qps: 8800.62 (r/w/o: 0.00/5862.08/2938.54) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1438.24 qps: 8642.43 (r/w/o: 0.00/5765.96/2876.48) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1345.80 qps: 8073.82 (r/w/o: 0.00/5382.22/2691.61) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1658.25 qps: 9948.52 (r/w/o: 0.00/6632.01/3316.51) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1863.16 qps: 11183.96 (r/w/o: 0.00/7457.64/3726.32) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1722.14 qps: 10335.85 (r/w/o: 0.00/6891.57/3444.28) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1874.41 qps: 11216.47 (r/w/o: 0.00/7471.65/3744.82) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1643.25 qps: 9885.53 (r/w/o: 0.00/6595.02/3290.51) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1650.27 qps: 9905.63 (r/w/o: 0.00/6605.09/3300.54) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1786.77 qps: 10705.62 (r/w/o: 0.00/7132.08/3573.54) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1254.06 qps: 7532.31 (r/w/o: 0.00/5025.20/2507.11) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1385.12 qps: 8296.67 (r/w/o: 0.00/5525.44/2771.24) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1364.71 qps: 8194.28 (r/w/o: 0.00/5464.86/2729.43) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1658.72 qps: 9959.32 (r/w/o: 0.00/6641.88/3317.44) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1837.47 qps: 11024.81 (r/w/o: 0.00/7350.87/3673.94) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1745.52 qps: 10477.11 (r/w/o: 0.00/6985.08/3492.04) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1712.06 qps: 10274.35 (r/w/o: 0.00/6850.23/3424.12) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 586.44 qps: 3488.72 (r/w/o: 0.00/2315.84/1172.88) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1343.23 qps: 8083.41 (r/w/o: 0.00/5397.96/2685.45) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1752.86 qps: 10517.17 (r/w/o: 0.00/7010.44/3506.72) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1697.21 qps: 10176.28 (r/w/o: 0.00/6784.86/3391.43) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1374.80 qps: 8256.78 (r/w/o: 0.00/5504.19/2752.59) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1715.02 qps: 10285.10 (r/w/o: 0.00/6855.07/3430.03) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1925.76 qps: 11562.56 (r/w/o: 0.00/7711.04/3851.52) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1745.67 qps: 10449.02 (r/w/o: 0.00/6962.68/3486.34) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1644.39 qps: 9883.34 (r/w/o: 0.00/6589.56/3293.78) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1723.04 qps: 10345.23 (r/w/o: 0.00/6899.15/3446.08) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1868.47 qps: 11209.84 (r/w/o: 0.00/7472.89/3736.95) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1638.17 qps: 9827.00 (r/w/o: 0.00/6551.67/3275.33) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           305312
        other:                           152656
        total:                           457968
    transactions:                        76328  (1695.87 per sec.)
    queries:                             457968 (10175.22 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0078s
    total number of events:              76328

Latency (ms):
         min:                                    0.58
         avg:                                    4.71
         max:                                  644.81
         95th percentile:                        8.43
         sum:                               359797.11

Threads fairness:
    events (avg/stddev):           9541.0000/15.95
    execution time (avg/stddev):   44.9746/0.00

