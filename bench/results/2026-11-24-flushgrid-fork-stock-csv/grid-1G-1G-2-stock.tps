sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1492.00 qps: 8991.92 (r/w/o: 0.00/5999.94/2991.98) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1105.22 qps: 6626.34 (r/w/o: 0.00/4416.90/2209.45) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1430.59 qps: 8588.56 (r/w/o: 0.00/5726.38/2862.19) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1521.04 qps: 9125.25 (r/w/o: 0.00/6083.17/3042.08) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1523.61 qps: 9133.66 (r/w/o: 0.00/6087.44/3046.22) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1569.30 qps: 9425.80 (r/w/o: 0.00/6285.20/3140.60) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1759.85 qps: 10551.08 (r/w/o: 0.00/7033.39/3517.69) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1433.86 qps: 8598.13 (r/w/o: 0.00/5729.42/2868.71) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1424.07 qps: 8543.40 (r/w/o: 0.00/5696.27/2847.14) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1551.38 qps: 9304.29 (r/w/o: 0.00/6200.52/3103.77) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1525.98 qps: 9166.87 (r/w/o: 0.00/6114.91/3051.96) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1624.81 qps: 9751.84 (r/w/o: 0.00/6502.23/3249.61) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1642.17 qps: 9852.05 (r/w/o: 0.00/6567.70/3284.35) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1559.92 qps: 9363.52 (r/w/o: 0.00/6243.68/3119.84) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1569.93 qps: 9409.60 (r/w/o: 0.00/6269.73/3139.87) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1290.22 qps: 7745.32 (r/w/o: 0.00/5164.88/2580.44) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1640.88 qps: 9848.25 (r/w/o: 0.00/6566.50/3281.75) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1355.74 qps: 8136.44 (r/w/o: 0.00/5424.96/2711.48) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1127.14 qps: 6752.82 (r/w/o: 0.00/4498.54/2254.27) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1352.13 qps: 8121.77 (r/w/o: 0.00/5417.51/2704.26) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1248.44 qps: 7479.66 (r/w/o: 0.00/4982.77/2496.88) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1137.43 qps: 6837.59 (r/w/o: 0.00/4562.73/2274.86) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1228.32 qps: 7365.93 (r/w/o: 0.00/4909.29/2456.64) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1287.66 qps: 7729.95 (r/w/o: 0.00/5154.63/2575.31) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1498.82 qps: 8967.92 (r/w/o: 0.00/5971.28/2996.64) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1380.36 qps: 8304.14 (r/w/o: 0.00/5542.43/2761.71) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1397.04 qps: 8380.22 (r/w/o: 0.00/5587.15/2793.07) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1442.95 qps: 8659.71 (r/w/o: 0.00/5772.81/2886.90) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1400.96 qps: 8408.74 (r/w/o: 0.00/5606.83/2801.91) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1363.93 qps: 8180.59 (r/w/o: 0.00/5452.73/2727.86) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1231.06 qps: 7363.38 (r/w/o: 0.00/4902.25/2461.13) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1348.88 qps: 8102.31 (r/w/o: 0.00/5404.54/2697.77) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1558.80 qps: 9343.82 (r/w/o: 0.00/6227.22/3116.61) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1366.36 qps: 8219.18 (r/w/o: 0.00/5485.46/2733.73) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1264.89 qps: 7593.33 (r/w/o: 0.00/5062.56/2530.78) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1292.67 qps: 7749.04 (r/w/o: 0.00/5163.69/2585.35) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1255.42 qps: 7536.51 (r/w/o: 0.00/5025.67/2510.84) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1307.22 qps: 7829.36 (r/w/o: 0.00/5214.92/2614.44) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1449.17 qps: 8682.98 (r/w/o: 0.00/5784.64/2898.33) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1467.97 qps: 8821.81 (r/w/o: 0.00/5888.88/2932.93) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1490.76 qps: 8950.59 (r/w/o: 0.00/5967.06/2983.53) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1755.46 qps: 10516.78 (r/w/o: 0.00/7006.86/3509.92) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1834.99 qps: 11022.99 (r/w/o: 0.00/7351.00/3671.99) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1827.34 qps: 10967.02 (r/w/o: 0.00/7314.34/3652.67) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1632.10 qps: 9802.58 (r/w/o: 0.00/6536.38/3266.19) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           259924
        other:                           129962
        total:                           389886
    transactions:                        64981  (1443.10 per sec.)
    queries:                             389886 (8658.58 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0285s
    total number of events:              64981

Latency (ms):
         min:                                    0.72
         avg:                                    5.54
         max:                                  157.46
         95th percentile:                        9.91
         sum:                               359902.52

Threads fairness:
    events (avg/stddev):           8122.6250/23.16
    execution time (avg/stddev):   44.9878/0.00

