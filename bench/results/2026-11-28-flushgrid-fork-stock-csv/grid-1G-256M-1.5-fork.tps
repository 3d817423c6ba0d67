sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1166.28 qps: 7026.57 (r/w/o: 0.00/4686.04/2340.53) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1458.87 qps: 8763.23 (r/w/o: 0.00/5845.49/2917.74) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1494.20 qps: 8949.21 (r/w/o: 0.00/5962.81/2986.41) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1362.00 qps: 8180.00 (r/w/o: 0.00/5455.00/2725.00) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1509.50 qps: 9061.00 (r/w/o: 0.00/6041.00/3020.00) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1497.01 qps: 8980.08 (r/w/o: 0.00/5987.05/2993.02) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1439.22 qps: 8636.35 (r/w/o: 0.00/5756.90/2879.45) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1495.96 qps: 8974.75 (r/w/o: 0.00/5982.83/2991.92) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1483.18 qps: 8901.10 (r/w/o: 0.00/5934.73/2966.37) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1320.59 qps: 7928.57 (r/w/o: 0.00/5287.38/2641.19) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1548.49 qps: 9281.92 (r/w/o: 0.00/6184.94/3096.97) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1691.77 qps: 10151.61 (r/w/o: 0.00/6769.07/3382.54) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1680.42 qps: 10084.54 (r/w/o: 0.00/6723.69/3360.85) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1618.77 qps: 9705.63 (r/w/o: 0.00/6467.08/3238.55) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1585.71 qps: 9514.24 (r/w/o: 0.00/6342.83/3171.41) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1773.03 qps: 10634.17 (r/w/o: 0.00/7089.12/3545.06) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1903.30 qps: 11436.82 (r/w/o: 0.00/7629.21/3807.61) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1803.70 qps: 10795.21 (r/w/o: 0.00/7189.80/3605.41) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1817.86 qps: 10913.14 (r/w/o: 0.00/7278.42/3634.72) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1786.52 qps: 10718.12 (r/w/o: 0.00/7145.08/3573.04) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1634.96 qps: 9826.77 (r/w/o: 0.00/6553.85/3272.92) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1347.71 qps: 8071.25 (r/w/o: 0.00/5375.83/2695.41) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1471.23 qps: 8827.40 (r/w/o: 0.00/5885.94/2941.47) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1860.04 qps: 11171.24 (r/w/o: 0.00/7451.16/3720.08) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1749.15 qps: 10498.90 (r/w/o: 0.00/6999.60/3499.30) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1718.07 qps: 10304.42 (r/w/o: 0.00/6868.28/3436.14) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1698.56 qps: 10186.36 (r/w/o: 0.00/6791.24/3395.12) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1718.43 qps: 10321.54 (r/w/o: 0.00/6882.69/3438.85) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1807.71 qps: 10838.28 (r/w/o: 0.00/7222.85/3615.43) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1720.14 qps: 10329.82 (r/w/o: 0.00/6889.55/3440.27) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1678.95 qps: 10065.72 (r/w/o: 0.00/6707.81/3357.91) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1562.10 qps: 9358.58 (r/w/o: 0.00/6236.38/3122.19) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1608.83 qps: 9667.96 (r/w/o: 0.00/6448.30/3219.65) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1408.16 qps: 8449.97 (r/w/o: 0.00/5633.65/2816.32) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1700.01 qps: 10201.08 (r/w/o: 0.00/6801.05/3400.03) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1866.64 qps: 11196.86 (r/w/o: 0.00/7463.58/3733.29) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1691.55 qps: 10141.28 (r/w/o: 0.00/6760.18/3381.09) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1669.76 qps: 10016.53 (r/w/o: 0.00/6676.02/3340.51) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1529.96 qps: 9188.74 (r/w/o: 0.00/6128.82/3059.91) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1474.33 qps: 8848.96 (r/w/o: 0.00/5899.31/2949.65) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1740.82 qps: 10432.90 (r/w/o: 0.00/6952.27/3480.63) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1867.84 qps: 11210.06 (r/w/o: 0.00/7473.37/3736.69) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1798.51 qps: 10803.03 (r/w/o: 0.00/7206.02/3597.01) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1830.40 qps: 10982.40 (r/w/o: 0.00/7321.60/3660.80) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1787.14 qps: 10717.82 (r/w/o: 0.00/7145.55/3572.27) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           293544
        other:                           146772
        total:                           440316
    transactions:                        73386  (1630.55 per sec.)
    queries:                             440316 (9783.32 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0062s
    total number of events:              73386

Latency (ms):
         min:                                    0.77
         avg:                                    4.90
         max:                                   47.78
         95th percentile:                       11.65
         sum:                               359693.79

Threads fairness:
    events (avg/stddev):           9173.2500/29.07
    execution time (avg/stddev):   44.9617/0.00

