sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1723.86 qps: 10373.11 (r/w/o: 0.00/6917.40/3455.71) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1876.57 qps: 11265.39 (r/w/o: 0.00/7512.26/3753.13) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1850.84 qps: 11109.07 (r/w/o: 0.00/7407.38/3701.69) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1619.17 qps: 9698.02 (r/w/o: 0.00/6459.68/3238.33) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1525.90 qps: 9155.43 (r/w/o: 0.00/6103.62/3051.81) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1583.88 qps: 9520.26 (r/w/o: 0.00/6352.51/3167.76) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1568.03 qps: 9398.17 (r/w/o: 0.00/6262.11/3136.06) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1561.48 qps: 9373.87 (r/w/o: 0.00/6250.91/3122.96) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1360.31 qps: 8147.88 (r/w/o: 0.00/5427.25/2720.63) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1259.13 qps: 7571.81 (r/w/o: 0.00/5053.54/2518.27) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1421.77 qps: 8500.61 (r/w/o: 0.00/5657.07/2843.53) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1251.79 qps: 7519.77 (r/w/o: 0.00/5016.18/2503.59) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1507.33 qps: 9065.01 (r/w/o: 0.00/6050.34/3014.67) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1472.18 qps: 8835.10 (r/w/o: 0.00/5890.73/2944.37) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1577.98 qps: 9459.86 (r/w/o: 0.00/6303.91/3155.95) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1500.87 qps: 9009.24 (r/w/o: 0.00/6007.50/3001.75) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1400.90 qps: 8380.39 (r/w/o: 0.00/5578.59/2801.80) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1234.07 qps: 7432.40 (r/w/o: 0.00/4964.26/2468.13) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1497.02 qps: 8967.11 (r/w/o: 0.00/5973.07/2994.04) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1511.82 qps: 9082.90 (r/w/o: 0.00/6059.26/3023.64) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1307.36 qps: 7842.18 (r/w/o: 0.00/5227.45/2614.72) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1358.77 qps: 8153.61 (r/w/o: 0.00/5436.08/2717.54) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1476.17 qps: 8855.04 (r/w/o: 0.00/5902.69/2952.35) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1413.43 qps: 8485.61 (r/w/o: 0.00/5658.74/2826.87) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1217.78 qps: 7296.67 (r/w/o: 0.00/4862.11/2434.55) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1453.43 qps: 8730.58 (r/w/o: 0.00/5822.72/2907.86) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1457.14 qps: 8742.81 (r/w/o: 0.00/5828.54/2914.27) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1387.67 qps: 8322.01 (r/w/o: 0.00/5546.68/2775.34) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1494.56 qps: 8962.39 (r/w/o: 0.00/5973.26/2989.13) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1633.96 qps: 9808.79 (r/w/o: 0.00/6540.86/3267.93) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1680.74 qps: 10075.41 (r/w/o: 0.00/6713.94/3361.47) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1440.98 qps: 8653.85 (r/w/o: 0.00/5771.90/2881.95) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1490.86 qps: 8950.18 (r/w/o: 0.00/5968.45/2981.72) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1422.34 qps: 8535.02 (r/w/o: 0.00/5690.35/2844.67) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1438.45 qps: 8617.71 (r/w/o: 0.00/5740.81/2876.90) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1385.09 qps: 8305.57 (r/w/o: 0.00/5538.38/2767.19) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1563.56 qps: 9395.36 (r/w/o: 0.00/6266.24/3129.12) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1533.61 qps: 9206.67 (r/w/o: 0.00/6138.44/3068.22) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1453.70 qps: 8714.23 (r/w/o: 0.00/5806.82/2907.41) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1641.44 qps: 9849.66 (r/w/o: 0.00/6566.77/3282.89) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1654.94 qps: 9923.66 (r/w/o: 0.00/6613.77/3309.89) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1592.30 qps: 9566.80 (r/w/o: 0.00/6382.21/3184.60) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1583.02 qps: 9483.13 (r/w/o: 0.00/6317.09/3166.04) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1418.80 qps: 8523.76 (r/w/o: 0.00/5686.17/2837.59) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1575.92 qps: 9457.51 (r/w/o: 0.00/6305.68/3151.84) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           269580
        other:                           134790
        total:                           404370
    transactions:                        67395  (1497.26 per sec.)
    queries:                             404370 (8983.54 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0117s
    total number of events:              67395

Latency (ms):
         min:                                    0.93
         avg:                                    5.34
         max:                                  100.33
         95th percentile:                       14.73
         sum:                               359795.73

Threads fairness:
    events (avg/stddev):           8424.3750/22.68
    execution time (avg/stddev):   44.9745/0.00

