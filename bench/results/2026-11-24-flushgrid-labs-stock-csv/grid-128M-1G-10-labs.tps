sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 590.59 qps: 3583.51 (r/w/o: 0.00/2394.33/1189.17) lat (ms,95%): 38.25 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 710.73 qps: 4252.39 (r/w/o: 0.00/2831.93/1420.46) lat (ms,95%): 34.33 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 794.48 qps: 4776.66 (r/w/o: 0.00/3186.72/1589.94) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 785.46 qps: 4706.63 (r/w/o: 0.00/3135.71/1570.93) lat (ms,95%): 29.19 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 886.05 qps: 5306.28 (r/w/o: 0.00/3534.19/1772.10) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 927.51 qps: 5583.03 (r/w/o: 0.00/3728.00/1855.03) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 555.51 qps: 3333.05 (r/w/o: 0.00/2222.04/1111.02) lat (ms,95%): 47.47 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1044.89 qps: 6262.35 (r/w/o: 0.00/4172.58/2089.77) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 903.25 qps: 5426.56 (r/w/o: 0.00/3620.05/1806.51) lat (ms,95%): 29.72 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1141.14 qps: 6844.86 (r/w/o: 0.00/4562.58/2282.29) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1207.27 qps: 7236.57 (r/w/o: 0.00/4823.04/2413.53) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1349.37 qps: 8105.16 (r/w/o: 0.00/5405.43/2699.73) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1223.57 qps: 7325.31 (r/w/o: 0.00/4878.18/2447.13) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1150.57 qps: 6898.44 (r/w/o: 0.00/4600.29/2298.15) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1346.91 qps: 8095.55 (r/w/o: 0.00/5398.71/2696.84) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1068.97 qps: 6420.84 (r/w/o: 0.00/4282.89/2137.95) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1530.94 qps: 9170.66 (r/w/o: 0.00/6109.78/3060.89) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1405.05 qps: 8441.28 (r/w/o: 0.00/5630.18/2811.09) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1156.20 qps: 6937.19 (r/w/o: 0.00/4624.80/2312.40) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 753.02 qps: 4514.13 (r/w/o: 0.00/3008.09/1506.04) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 745.58 qps: 4472.47 (r/w/o: 0.00/2981.32/1491.16) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 456.73 qps: 2749.38 (r/w/o: 0.00/1835.93/913.45) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 621.14 qps: 3705.69 (r/w/o: 0.00/2466.29/1239.40) lat (ms,95%): 33.12 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 533.35 qps: 3220.91 (r/w/o: 0.00/2151.09/1069.82) lat (ms,95%): 47.47 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 653.96 qps: 3907.73 (r/w/o: 0.00/2599.82/1307.91) lat (ms,95%): 38.94 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 639.02 qps: 3832.14 (r/w/o: 0.00/2557.09/1275.05) lat (ms,95%): 38.25 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 804.01 qps: 4833.08 (r/w/o: 0.00/3222.05/1611.03) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 606.74 qps: 3630.47 (r/w/o: 0.00/2417.99/1212.49) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 627.29 qps: 3784.79 (r/w/o: 0.00/2529.21/1255.58) lat (ms,95%): 37.56 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 486.92 qps: 2911.54 (r/w/o: 0.00/1939.69/971.84) lat (ms,95%): 50.11 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 588.90 qps: 3532.40 (r/w/o: 0.00/2352.60/1179.80) lat (ms,95%): 39.65 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 594.18 qps: 3566.11 (r/w/o: 0.00/2378.74/1187.37) lat (ms,95%): 38.25 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 924.04 qps: 5524.21 (r/w/o: 0.00/3679.14/1845.07) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 612.90 qps: 3690.39 (r/w/o: 0.00/2462.59/1227.80) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 628.82 qps: 3784.89 (r/w/o: 0.00/2525.26/1259.63) lat (ms,95%): 43.39 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 549.01 qps: 3281.08 (r/w/o: 0.00/2184.07/1097.01) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 491.08 qps: 2964.40 (r/w/o: 0.00/1981.25/983.15) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 549.91 qps: 3289.47 (r/w/o: 0.00/2191.65/1097.82) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 467.83 qps: 2817.08 (r/w/o: 0.00/1879.40/937.68) lat (ms,95%): 37.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 557.97 qps: 3347.82 (r/w/o: 0.00/2231.88/1115.94) lat (ms,95%): 36.24 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 960.02 qps: 5760.10 (r/w/o: 0.00/3840.07/1920.03) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 963.94 qps: 5774.62 (r/w/o: 0.00/3846.75/1927.87) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 705.43 qps: 4223.61 (r/w/o: 0.00/2813.75/1409.86) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 477.53 qps: 2879.25 (r/w/o: 0.00/1923.18/956.07) lat (ms,95%): 57.87 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 612.55 qps: 3674.33 (r/w/o: 0.00/2450.22/1224.11) lat (ms,95%): 33.12 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           145632
        other:                           72816
        total:                           218448
    transactions:                        36408  (808.32 per sec.)
    queries:                             218448 (4849.93 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0411s
    total number of events:              36408

Latency (ms):
         min:                                    0.52
         avg:                                    9.89
         max:                                  159.91
         95th percentile:                       30.26
         sum:                               360109.26

Threads fairness:
    events (avg/stddev):           4551.0000/105.45
    execution time (avg/stddev):   45.0137/0.01

