sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 2186.54 qps: 13148.19 (r/w/o: 0.00/8768.12/4380.07) lat (ms,95%): 5.88 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 2091.05 qps: 12555.28 (r/w/o: 0.00/8372.18/4183.09) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 2010.81 qps: 12059.85 (r/w/o: 0.00/8039.24/4020.62) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1610.08 qps: 9661.49 (r/w/o: 0.00/6441.33/3220.16) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1923.83 qps: 11534.97 (r/w/o: 0.00/7687.31/3847.66) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1879.55 qps: 11286.29 (r/w/o: 0.00/7526.19/3760.10) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1772.00 qps: 10627.97 (r/w/o: 0.00/7083.98/3543.99) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 2117.15 qps: 12702.90 (r/w/o: 0.00/8469.60/4233.30) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1742.64 qps: 10458.87 (r/w/o: 0.00/6972.58/3486.29) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 661.15 qps: 3967.92 (r/w/o: 0.00/2645.61/1322.31) lat (ms,95%): 37.56 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1739.57 qps: 10440.41 (r/w/o: 0.00/6961.27/3479.14) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1711.77 qps: 10266.63 (r/w/o: 0.00/6843.09/3423.54) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1913.46 qps: 11465.79 (r/w/o: 0.00/7638.86/3826.93) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1689.16 qps: 10152.97 (r/w/o: 0.00/6774.65/3378.32) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1622.28 qps: 9710.68 (r/w/o: 0.00/6467.12/3243.56) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1879.15 qps: 11297.88 (r/w/o: 0.00/7538.59/3759.30) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1757.75 qps: 10549.50 (r/w/o: 0.00/7034.00/3515.50) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1749.32 qps: 10491.89 (r/w/o: 0.00/6993.26/3498.63) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1345.26 qps: 8073.54 (r/w/o: 0.00/5383.03/2690.51) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1383.34 qps: 8296.06 (r/w/o: 0.00/5529.38/2766.69) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1718.59 qps: 10317.54 (r/w/o: 0.00/6880.36/3437.18) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1828.88 qps: 10964.29 (r/w/o: 0.00/7306.53/3657.76) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1804.29 qps: 10818.71 (r/w/o: 0.00/7212.14/3606.57) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1703.58 qps: 10230.47 (r/w/o: 0.00/6821.31/3409.16) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1605.70 qps: 9638.17 (r/w/o: 0.00/6426.78/3211.39) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2033.36 qps: 12192.14 (r/w/o: 0.00/8126.43/4065.71) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 2078.64 qps: 12480.83 (r/w/o: 0.00/8322.55/4158.28) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1797.09 qps: 10766.57 (r/w/o: 0.00/7173.39/3593.19) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1701.25 qps: 10217.55 (r/w/o: 0.00/6814.04/3403.51) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1771.14 qps: 10630.86 (r/w/o: 0.00/7088.57/3542.29) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1852.54 qps: 11112.23 (r/w/o: 0.00/7407.16/3705.08) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 2078.45 qps: 12466.72 (r/w/o: 0.00/8310.81/4155.91) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1986.19 qps: 11921.13 (r/w/o: 0.00/7947.75/3973.38) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1953.95 qps: 11720.69 (r/w/o: 0.00/7812.79/3907.90) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1845.82 qps: 11082.93 (r/w/o: 0.00/7391.29/3691.64) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1831.73 qps: 10984.40 (r/w/o: 0.00/7321.93/3662.47) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1632.11 qps: 9793.65 (r/w/o: 0.00/6528.43/3265.22) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1758.59 qps: 10557.54 (r/w/o: 0.00/7040.36/3517.18) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1619.33 qps: 9699.95 (r/w/o: 0.00/6462.30/3237.65) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1646.07 qps: 9893.41 (r/w/o: 0.00/6600.27/3293.14) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1972.89 qps: 11820.34 (r/w/o: 0.00/7874.56/3945.78) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1880.69 qps: 11288.13 (r/w/o: 0.00/7527.76/3760.38) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1735.98 qps: 10419.87 (r/w/o: 0.00/6946.91/3472.96) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1664.63 qps: 9987.76 (r/w/o: 0.00/6658.50/3329.25) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1708.32 qps: 10245.89 (r/w/o: 0.00/6830.26/3415.63) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           320024
        other:                           160012
        total:                           480036
    transactions:                        80006  (1777.62 per sec.)
    queries:                             480036 (10665.75 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0066s
    total number of events:              80006

Latency (ms):
         min:                                    0.84
         avg:                                    4.50
         max:                                  355.15
         95th percentile:                       11.04
         sum:                               359740.65

Threads fairness:
    events (avg/stddev):           10000.7500/35.87
    execution time (avg/stddev):   44.9676/0.00

