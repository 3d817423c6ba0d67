sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 872.82 qps: 5267.81 (r/w/o: 0.00/3514.20/1753.61) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 820.52 qps: 4914.09 (r/w/o: 0.00/3273.06/1641.03) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 893.17 qps: 5377.03 (r/w/o: 0.00/3590.69/1786.34) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 900.52 qps: 5401.13 (r/w/o: 0.00/3600.09/1801.04) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1190.52 qps: 7145.11 (r/w/o: 0.00/4764.08/2381.04) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1242.27 qps: 7429.02 (r/w/o: 0.00/4944.47/2484.55) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 956.35 qps: 5759.40 (r/w/o: 0.00/3846.71/1912.69) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1311.39 qps: 7858.37 (r/w/o: 0.00/5236.58/2621.79) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1158.81 qps: 6952.85 (r/w/o: 0.00/4635.24/2317.62) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1189.27 qps: 7147.65 (r/w/o: 0.00/4768.10/2379.55) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1202.49 qps: 7197.91 (r/w/o: 0.00/4792.94/2404.97) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 951.92 qps: 5726.53 (r/w/o: 0.00/3822.69/1903.84) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1467.80 qps: 8796.81 (r/w/o: 0.00/5861.21/2935.60) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1780.43 qps: 10696.61 (r/w/o: 0.00/7135.74/3560.87) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1535.73 qps: 9202.39 (r/w/o: 0.00/6130.93/3071.46) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1422.29 qps: 8545.77 (r/w/o: 0.00/5701.18/2844.59) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1486.90 qps: 8906.44 (r/w/o: 0.00/5932.64/2973.80) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 989.07 qps: 5917.38 (r/w/o: 0.00/3939.24/1978.14) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 805.01 qps: 4830.06 (r/w/o: 0.00/3220.04/1610.02) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1409.83 qps: 8476.95 (r/w/o: 0.00/5658.30/2818.66) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1497.03 qps: 8965.19 (r/w/o: 0.00/5970.12/2995.07) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1548.13 qps: 9305.76 (r/w/o: 0.00/6211.50/3094.26) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1389.84 qps: 8351.07 (r/w/o: 0.00/5569.38/2781.69) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1280.89 qps: 7687.36 (r/w/o: 0.00/5125.58/2561.79) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1046.23 qps: 6245.46 (r/w/o: 0.00/4153.00/2092.46) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1049.81 qps: 6327.95 (r/w/o: 0.00/4228.32/2099.62) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1234.14 qps: 7396.83 (r/w/o: 0.00/4928.55/2468.28) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1311.93 qps: 7859.58 (r/w/o: 0.00/5235.72/2623.86) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 968.04 qps: 5825.26 (r/w/o: 0.00/3889.17/1936.09) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1293.06 qps: 7759.38 (r/w/o: 0.00/5173.25/2586.13) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1101.48 qps: 6608.88 (r/w/o: 0.00/4406.92/2201.96) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1285.32 qps: 7711.89 (r/w/o: 0.00/5141.26/2570.63) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1431.05 qps: 8578.30 (r/w/o: 0.00/5715.20/2863.10) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1104.36 qps: 6634.18 (r/w/o: 0.00/4425.45/2208.73) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1273.51 qps: 7635.10 (r/w/o: 0.00/5089.07/2546.03) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1466.67 qps: 8801.04 (r/w/o: 0.00/5866.69/2934.35) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1051.66 qps: 6315.96 (r/w/o: 0.00/4212.65/2103.32) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 925.03 qps: 5517.16 (r/w/o: 0.00/3672.11/1845.05) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1116.97 qps: 6730.79 (r/w/o: 0.00/4492.86/2237.93) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1041.01 qps: 6254.04 (r/w/o: 0.00/4171.03/2083.01) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1138.33 qps: 6819.99 (r/w/o: 0.00/4543.33/2276.66) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1354.89 qps: 8139.34 (r/w/o: 0.00/5429.56/2709.78) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1102.85 qps: 6606.13 (r/w/o: 0.00/4400.44/2205.69) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1165.28 qps: 6977.59 (r/w/o: 0.00/4648.04/2329.55) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1008.19 qps: 6043.16 (r/w/o: 0.00/4025.77/2017.39) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           215148
        other:                           107574
        total:                           322722
    transactions:                        53787  (1192.31 per sec.)
    queries:                             322722 (7153.87 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.1110s
    total number of events:              53787

Latency (ms):
         min:                                    0.46
         avg:                                    6.70
         max:                                  508.81
         95th percentile:                       13.95
         sum:                               360632.45

Threads fairness:
    events (avg/stddev):           6723.3750/36.38
    execution time (avg/stddev):   45.0791/0.01

