sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 727.54 qps: 4390.18 (r/w/o: 0.00/2927.12/1463.06) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 899.55 qps: 5390.30 (r/w/o: 0.00/3591.20/1799.10) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1272.86 qps: 7651.19 (r/w/o: 0.00/5105.47/2545.73) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1562.63 qps: 9363.85 (r/w/o: 0.00/6238.58/3125.27) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1312.53 qps: 7895.26 (r/w/o: 0.00/5270.20/2625.06) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1314.78 qps: 7866.68 (r/w/o: 0.00/5240.12/2626.56) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1475.18 qps: 8870.07 (r/w/o: 0.00/5916.72/2953.35) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1398.66 qps: 8383.96 (r/w/o: 0.00/5587.64/2796.32) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1542.23 qps: 9263.35 (r/w/o: 0.00/6177.90/3085.45) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1655.77 qps: 9914.62 (r/w/o: 0.00/6605.09/3309.53) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1730.66 qps: 10402.00 (r/w/o: 0.00/6938.67/3463.33) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1677.95 qps: 10065.71 (r/w/o: 0.00/6710.81/3354.90) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1395.08 qps: 8375.46 (r/w/o: 0.00/5584.31/2791.15) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1552.75 qps: 9292.48 (r/w/o: 0.00/6187.99/3104.49) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1671.83 qps: 10050.00 (r/w/o: 0.00/6705.33/3344.67) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1711.52 qps: 10273.12 (r/w/o: 0.00/6849.08/3424.04) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1439.93 qps: 8635.60 (r/w/o: 0.00/5757.73/2877.87) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1527.83 qps: 9156.04 (r/w/o: 0.00/6101.37/3054.66) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1656.42 qps: 9949.59 (r/w/o: 0.00/6634.73/3314.85) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1369.43 qps: 8220.60 (r/w/o: 0.00/5481.73/2738.87) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1376.98 qps: 8258.85 (r/w/o: 0.00/5504.90/2753.95) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1126.94 qps: 6755.65 (r/w/o: 0.00/4502.77/2252.88) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1332.10 qps: 8002.58 (r/w/o: 0.00/5337.39/2665.19) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1262.96 qps: 7577.78 (r/w/o: 0.00/5051.86/2525.93) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1457.05 qps: 8722.31 (r/w/o: 0.00/5808.21/2914.10) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1498.91 qps: 8987.48 (r/w/o: 0.00/5990.66/2996.83) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1509.01 qps: 9078.09 (r/w/o: 0.00/6059.06/3019.03) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1646.00 qps: 9856.01 (r/w/o: 0.00/6564.01/3292.00) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1728.05 qps: 10385.31 (r/w/o: 0.00/6930.21/3455.10) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1923.77 qps: 11544.62 (r/w/o: 0.00/7696.08/3848.54) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1575.94 qps: 9458.68 (r/w/o: 0.00/6306.80/3151.88) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1858.81 qps: 11142.84 (r/w/o: 0.00/7425.23/3717.61) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1569.03 qps: 9408.20 (r/w/o: 0.00/6270.14/3138.07) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1966.92 qps: 11812.48 (r/w/o: 0.00/7879.65/3932.83) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1588.56 qps: 9536.33 (r/w/o: 0.00/6358.22/3178.11) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1846.63 qps: 11075.76 (r/w/o: 0.00/7382.50/3693.26) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1796.42 qps: 10780.53 (r/w/o: 0.00/7187.69/3592.84) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1784.44 qps: 10687.79 (r/w/o: 0.00/7118.92/3568.88) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1284.19 qps: 7703.10 (r/w/o: 0.00/5137.75/2565.35) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 923.05 qps: 5549.29 (r/w/o: 0.00/3700.19/1849.10) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1646.95 qps: 9889.71 (r/w/o: 0.00/6595.81/3293.90) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1787.33 qps: 10723.01 (r/w/o: 0.00/7148.34/3574.67) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1298.47 qps: 7795.80 (r/w/o: 0.00/5198.87/2596.93) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1139.62 qps: 6837.74 (r/w/o: 0.00/4558.50/2279.25) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1058.20 qps: 6349.18 (r/w/o: 0.00/4232.79/2116.39) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           267596
        other:                           133798
        total:                           401394
    transactions:                        66899  (1486.33 per sec.)
    queries:                             401394 (8917.96 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0093s
    total number of events:              66899

Latency (ms):
         min:                                    0.72
         avg:                                    5.38
         max:                                  115.99
         95th percentile:                       11.45
         sum:                               359847.83

Threads fairness:
    events (avg/stddev):           8362.3750/29.03
    execution time (avg/stddev):   44.9810/0.00

