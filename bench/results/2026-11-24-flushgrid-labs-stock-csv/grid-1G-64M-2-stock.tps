sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 977.47 qps: 5904.76 (r/w/o: 0.00/3941.83/1962.93) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1065.86 qps: 6380.16 (r/w/o: 0.00/4250.44/2129.72) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1071.45 qps: 6443.70 (r/w/o: 0.00/4298.80/2144.90) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1239.68 qps: 7434.08 (r/w/o: 0.00/4954.72/2479.36) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1212.09 qps: 7276.54 (r/w/o: 0.00/4852.36/2424.18) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1371.77 qps: 8218.62 (r/w/o: 0.00/5475.08/2743.54) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1084.65 qps: 6512.89 (r/w/o: 0.00/4343.59/2169.30) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1368.48 qps: 8214.88 (r/w/o: 0.00/5477.92/2736.96) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1153.94 qps: 6926.66 (r/w/o: 0.00/4618.78/2307.89) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1300.39 qps: 7788.34 (r/w/o: 0.00/5187.56/2600.78) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1247.38 qps: 7494.26 (r/w/o: 0.00/4999.51/2494.75) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 831.85 qps: 4984.10 (r/w/o: 0.00/3322.40/1661.70) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1338.02 qps: 8026.11 (r/w/o: 0.00/5348.07/2678.03) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1371.38 qps: 8227.30 (r/w/o: 0.00/5484.53/2742.77) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1460.36 qps: 8768.13 (r/w/o: 0.00/5847.42/2920.71) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1596.82 qps: 9577.91 (r/w/o: 0.00/6384.27/3193.63) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1635.83 qps: 9817.97 (r/w/o: 0.00/6547.32/3270.66) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1478.30 qps: 8867.83 (r/w/o: 0.00/5910.22/2957.61) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1384.21 qps: 8312.25 (r/w/o: 0.00/5543.83/2768.42) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 734.37 qps: 4396.28 (r/w/o: 0.00/2928.53/1467.75) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1344.53 qps: 8080.25 (r/w/o: 0.00/5390.18/2690.07) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1473.65 qps: 8838.92 (r/w/o: 0.00/5891.62/2947.30) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1175.08 qps: 7045.43 (r/w/o: 0.00/4695.28/2350.15) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1380.17 qps: 8271.01 (r/w/o: 0.00/5512.68/2758.34) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1201.09 qps: 7214.53 (r/w/o: 0.00/4811.35/2403.17) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1302.06 qps: 7818.33 (r/w/o: 0.00/5213.22/2605.11) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1260.33 qps: 7556.97 (r/w/o: 0.00/5037.31/2519.66) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1321.04 qps: 7918.26 (r/w/o: 0.00/5276.18/2642.08) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1091.59 qps: 6564.57 (r/w/o: 0.00/4380.38/2184.18) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1310.07 qps: 7852.42 (r/w/o: 0.00/5232.28/2620.14) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 887.49 qps: 5314.94 (r/w/o: 0.00/3539.96/1774.98) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1231.28 qps: 7401.68 (r/w/o: 0.00/4939.13/2462.56) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 951.99 qps: 5702.96 (r/w/o: 0.00/3798.98/1903.99) lat (ms,95%): 24.83 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1260.15 qps: 7575.93 (r/w/o: 0.00/5055.62/2520.31) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1287.27 qps: 7717.65 (r/w/o: 0.00/5143.10/2574.55) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1256.46 qps: 7544.74 (r/w/o: 0.00/5031.83/2512.91) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1142.04 qps: 6841.25 (r/w/o: 0.00/4557.17/2284.08) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1163.08 qps: 6979.47 (r/w/o: 0.00/4655.31/2324.15) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1349.83 qps: 8108.98 (r/w/o: 0.00/5407.32/2701.66) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1139.64 qps: 6824.81 (r/w/o: 0.00/4547.54/2277.27) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1305.47 qps: 7826.80 (r/w/o: 0.00/5213.87/2612.94) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1015.12 qps: 6096.71 (r/w/o: 0.00/4066.47/2030.24) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 967.78 qps: 5819.72 (r/w/o: 0.00/3884.15/1935.57) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1202.53 qps: 7209.17 (r/w/o: 0.00/4804.11/2405.06) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 838.75 qps: 5023.48 (r/w/o: 0.00/3348.99/1674.49) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           219160
        other:                           109580
        total:                           328740
    transactions:                        54790  (1217.44 per sec.)
    queries:                             328740 (7304.61 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0041s
    total number of events:              54790

Latency (ms):
         min:                                    0.55
         avg:                                    6.57
         max:                                  403.24
         95th percentile:                       12.98
         sum:                               359792.15

Threads fairness:
    events (avg/stddev):           6848.7500/29.76
    execution time (avg/stddev):   44.9740/0.00

