sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 710.90 qps: 4293.33 (r/w/o: 0.00/2863.55/1429.78) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1085.55 qps: 6511.28 (r/w/o: 0.00/4342.18/2169.09) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1126.10 qps: 6761.59 (r/w/o: 0.00/4507.39/2254.20) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1568.96 qps: 9414.75 (r/w/o: 0.00/6276.83/3137.92) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 977.17 qps: 5869.03 (r/w/o: 0.00/3914.69/1954.34) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1628.88 qps: 9765.28 (r/w/o: 0.00/6507.52/3257.76) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1056.05 qps: 6340.31 (r/w/o: 0.00/4228.21/2112.10) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1476.40 qps: 8864.39 (r/w/o: 0.00/5911.59/2952.80) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1517.67 qps: 9106.00 (r/w/o: 0.00/6070.67/3035.33) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1461.96 qps: 8767.76 (r/w/o: 0.00/5843.84/2923.92) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1446.20 qps: 8662.21 (r/w/o: 0.00/5769.81/2892.40) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1432.17 qps: 8610.00 (r/w/o: 0.00/5745.67/2864.33) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1110.78 qps: 6658.65 (r/w/o: 0.00/4437.10/2221.55) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1415.18 qps: 8498.10 (r/w/o: 0.00/5667.73/2830.37) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1445.98 qps: 8672.87 (r/w/o: 0.00/5780.92/2891.96) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1378.54 qps: 8257.24 (r/w/o: 0.00/5502.16/2755.08) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1815.77 qps: 10907.66 (r/w/o: 0.00/7274.11/3633.55) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1869.71 qps: 11219.25 (r/w/o: 0.00/7479.83/3739.42) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1509.97 qps: 9059.81 (r/w/o: 0.00/6039.87/3019.94) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1406.39 qps: 8438.34 (r/w/o: 0.00/5625.56/2812.78) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1508.07 qps: 9040.43 (r/w/o: 0.00/6024.29/3016.14) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1273.31 qps: 7640.88 (r/w/o: 0.00/5095.25/2545.63) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1555.77 qps: 9343.63 (r/w/o: 0.00/6231.09/3112.54) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1427.01 qps: 8564.07 (r/w/o: 0.00/5710.05/2854.02) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1431.92 qps: 8568.54 (r/w/o: 0.00/5706.69/2861.85) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1387.79 qps: 8332.76 (r/w/o: 0.00/5555.17/2777.59) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1389.07 qps: 8331.45 (r/w/o: 0.00/5556.30/2775.15) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1492.06 qps: 8944.39 (r/w/o: 0.00/5958.26/2986.13) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1470.87 qps: 8852.19 (r/w/o: 0.00/5909.46/2942.73) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1601.96 qps: 9604.79 (r/w/o: 0.00/6400.86/3203.93) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1604.27 qps: 9632.64 (r/w/o: 0.00/6424.10/3208.55) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 601.99 qps: 3612.93 (r/w/o: 0.00/2408.96/1203.98) lat (ms,95%): 52.89 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1121.45 qps: 6721.76 (r/w/o: 0.00/4478.86/2242.90) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1595.28 qps: 9564.63 (r/w/o: 0.00/6375.07/3189.55) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1425.05 qps: 8564.31 (r/w/o: 0.00/5713.20/2851.10) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1625.90 qps: 9755.40 (r/w/o: 0.00/6503.60/3251.80) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1561.89 qps: 9371.37 (r/w/o: 0.00/6247.58/3123.79) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1592.22 qps: 9553.35 (r/w/o: 0.00/6368.90/3184.45) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1538.90 qps: 9226.41 (r/w/o: 0.00/6148.61/3077.80) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1581.76 qps: 9492.55 (r/w/o: 0.00/6330.03/3162.52) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1170.23 qps: 7009.38 (r/w/o: 0.00/4669.92/2339.46) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1114.75 qps: 6702.49 (r/w/o: 0.00/4470.99/2231.50) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1384.27 qps: 8304.61 (r/w/o: 0.00/5536.07/2768.54) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1492.99 qps: 8961.93 (r/w/o: 0.00/5975.95/2985.98) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1727.95 qps: 10363.69 (r/w/o: 0.00/6907.79/3455.90) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           252484
        other:                           126242
        total:                           378726
    transactions:                        63121  (1402.47 per sec.)
    queries:                             378726 (8414.81 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0067s
    total number of events:              63121

Latency (ms):
         min:                                    0.54
         avg:                                    5.70
         max:                                  232.77
         95th percentile:                       10.46
         sum:                               359809.35

Threads fairness:
    events (avg/stddev):           7890.1250/22.23
    execution time (avg/stddev):   44.9762/0.00

