sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1631.50 qps: 9815.95 (r/w/o: 0.00/6544.96/3270.99) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1643.71 qps: 9875.27 (r/w/o: 0.00/6587.85/3287.42) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1681.77 qps: 10085.62 (r/w/o: 0.00/6723.08/3362.54) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1724.30 qps: 10345.82 (r/w/o: 0.00/6897.21/3448.61) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 2049.86 qps: 12298.16 (r/w/o: 0.00/8197.44/4100.72) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 2132.93 qps: 12797.58 (r/w/o: 0.00/8531.72/4265.86) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1920.76 qps: 11514.57 (r/w/o: 0.00/7673.05/3841.52) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1847.88 qps: 11083.29 (r/w/o: 0.00/7388.53/3694.77) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1625.35 qps: 9772.08 (r/w/o: 0.00/6520.39/3251.69) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1993.01 qps: 11958.03 (r/w/o: 0.00/7972.02/3986.01) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1733.84 qps: 10403.01 (r/w/o: 0.00/6935.34/3467.67) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1912.57 qps: 11454.45 (r/w/o: 0.00/7630.30/3824.15) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1983.89 qps: 11923.31 (r/w/o: 0.00/7954.54/3968.77) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1825.67 qps: 10953.99 (r/w/o: 0.00/7302.66/3651.33) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2013.08 qps: 12068.50 (r/w/o: 0.00/8042.33/4026.17) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1578.88 qps: 9484.30 (r/w/o: 0.00/6326.53/3157.77) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1381.10 qps: 8286.58 (r/w/o: 0.00/5524.39/2762.19) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1533.29 qps: 9190.73 (r/w/o: 0.00/6125.15/3065.57) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1596.49 qps: 9587.95 (r/w/o: 0.00/6393.96/3193.98) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1793.33 qps: 10750.94 (r/w/o: 0.00/7164.29/3586.65) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1336.04 qps: 8021.26 (r/w/o: 0.00/5349.18/2672.09) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1285.78 qps: 7713.67 (r/w/o: 0.00/5143.11/2570.56) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1347.49 qps: 8070.95 (r/w/o: 0.00/5374.97/2695.98) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1429.85 qps: 8593.08 (r/w/o: 0.00/5734.39/2858.69) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1233.94 qps: 7407.61 (r/w/o: 0.00/4938.74/2468.87) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1182.97 qps: 7069.86 (r/w/o: 0.00/4703.92/2365.95) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1275.69 qps: 7665.13 (r/w/o: 0.00/5114.76/2550.37) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1190.23 qps: 7157.37 (r/w/o: 0.00/4775.92/2381.46) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1224.97 qps: 7322.09 (r/w/o: 0.00/4877.10/2444.98) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1252.24 qps: 7543.76 (r/w/o: 0.00/5034.23/2509.53) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1103.77 qps: 6611.64 (r/w/o: 0.00/4405.10/2206.54) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1230.77 qps: 7387.63 (r/w/o: 0.00/4925.08/2462.54) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1226.97 qps: 7369.82 (r/w/o: 0.00/4915.88/2453.94) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1180.27 qps: 7061.61 (r/w/o: 0.00/4703.08/2358.53) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1146.19 qps: 6888.13 (r/w/o: 0.00/4593.75/2294.38) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1206.62 qps: 7242.70 (r/w/o: 0.00/4830.47/2412.23) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1202.02 qps: 7191.10 (r/w/o: 0.00/4786.07/2405.03) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1251.39 qps: 7532.27 (r/w/o: 0.00/5029.50/2502.77) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1153.13 qps: 6917.79 (r/w/o: 0.00/4611.52/2306.26) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1246.97 qps: 7475.79 (r/w/o: 0.00/4981.86/2493.93) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1400.45 qps: 8398.69 (r/w/o: 0.00/5598.80/2799.90) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1366.84 qps: 8203.06 (r/w/o: 0.00/5469.37/2733.69) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1471.72 qps: 8822.33 (r/w/o: 0.00/5877.89/2944.44) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1516.32 qps: 9105.92 (r/w/o: 0.00/6074.28/3031.64) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1387.31 qps: 8325.87 (r/w/o: 0.00/5552.25/2773.62) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           269852
        other:                           134926
        total:                           404778
    transactions:                        67463  (1498.95 per sec.)
    queries:                             404778 (8993.68 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0065s
    total number of events:              67463

Latency (ms):
         min:                                    0.65
         avg:                                    5.33
         max:                                  260.00
         95th percentile:                       10.09
         sum:                               359779.75

Threads fairness:
    events (avg/stddev):           8432.8750/21.58
    execution time (avg/stddev):   44.9725/0.00

