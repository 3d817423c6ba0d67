sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1479.89 qps: 8919.34 (r/w/o: 0.00/5951.56/2967.78) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1475.13 qps: 8844.81 (r/w/o: 0.00/5894.54/2950.27) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1497.44 qps: 8980.62 (r/w/o: 0.00/5985.75/2994.87) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1495.12 qps: 8976.70 (r/w/o: 0.00/5986.47/2990.23) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1499.44 qps: 8996.62 (r/w/o: 0.00/5997.74/2998.87) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1664.23 qps: 9989.40 (r/w/o: 0.00/6660.93/3328.47) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 2008.97 qps: 12042.81 (r/w/o: 0.00/8025.88/4016.94) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1896.96 qps: 11385.76 (r/w/o: 0.00/7591.84/3793.92) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1859.67 qps: 11138.05 (r/w/o: 0.00/7419.70/3718.35) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2107.37 qps: 12661.21 (r/w/o: 0.00/8444.47/4216.74) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1999.86 qps: 12004.16 (r/w/o: 0.00/8005.44/3998.72) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1633.51 qps: 9804.06 (r/w/o: 0.00/6536.04/3268.02) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1720.62 qps: 10325.72 (r/w/o: 0.00/6884.48/3441.24) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1842.78 qps: 11037.70 (r/w/o: 0.00/7353.13/3684.57) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1647.22 qps: 9899.31 (r/w/o: 0.00/6603.87/3295.44) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 2035.15 qps: 12210.88 (r/w/o: 0.00/8140.59/4070.29) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1700.97 qps: 10180.83 (r/w/o: 0.00/6781.89/3398.94) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1886.43 qps: 11329.60 (r/w/o: 0.00/7553.73/3775.87) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1686.25 qps: 10131.48 (r/w/o: 0.00/6758.99/3372.49) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1537.14 qps: 9222.83 (r/w/o: 0.00/6148.55/3074.28) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1388.02 qps: 8331.15 (r/w/o: 0.00/5555.10/2776.05) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1221.95 qps: 7331.71 (r/w/o: 0.00/4887.81/2443.90) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1286.99 qps: 7716.96 (r/w/o: 0.00/5143.97/2572.99) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1474.25 qps: 8846.53 (r/w/o: 0.00/5897.02/2949.51) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1801.03 qps: 10808.17 (r/w/o: 0.00/7206.12/3602.06) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1966.61 qps: 11787.64 (r/w/o: 0.00/7855.43/3932.21) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1881.33 qps: 11290.01 (r/w/o: 0.00/7528.34/3761.67) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1851.04 qps: 11118.21 (r/w/o: 0.00/7414.14/3704.07) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1633.04 qps: 9798.27 (r/w/o: 0.00/6532.18/3266.09) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1743.22 qps: 10436.30 (r/w/o: 0.00/6949.87/3486.44) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1614.95 qps: 9712.68 (r/w/o: 0.00/6482.79/3229.89) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1619.73 qps: 9715.39 (r/w/o: 0.00/6475.93/3239.46) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1744.57 qps: 10460.44 (r/w/o: 0.00/6971.30/3489.15) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1691.14 qps: 10146.84 (r/w/o: 0.00/6764.56/3382.28) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1679.17 qps: 10062.02 (r/w/o: 0.00/6704.68/3357.34) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1671.98 qps: 10051.86 (r/w/o: 0.00/6706.90/3344.96) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1708.83 qps: 10231.97 (r/w/o: 0.00/6814.30/3417.66) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1600.72 qps: 9625.32 (r/w/o: 0.00/6423.88/3201.44) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1671.61 qps: 10027.66 (r/w/o: 0.00/6685.44/3342.22) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1431.28 qps: 8571.69 (r/w/o: 0.00/5709.13/2862.57) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1550.88 qps: 9316.28 (r/w/o: 0.00/6213.52/3102.76) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1572.39 qps: 9439.35 (r/w/o: 0.00/6295.56/3143.78) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1616.36 qps: 9702.13 (r/w/o: 0.00/6468.42/3233.71) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1614.05 qps: 9672.32 (r/w/o: 0.00/6446.21/3226.11) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1451.27 qps: 8716.60 (r/w/o: 0.00/5812.06/2904.53) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           300680
        other:                           150340
        total:                           451020
    transactions:                        75170  (1670.06 per sec.)
    queries:                             451020 (10020.35 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0101s
    total number of events:              75170

Latency (ms):
         min:                                    0.46
         avg:                                    4.79
         max:                                   61.91
         95th percentile:                        8.43
         sum:                               359755.91

Threads fairness:
    events (avg/stddev):           9396.2500/20.69
    execution time (avg/stddev):   44.9695/0.00

