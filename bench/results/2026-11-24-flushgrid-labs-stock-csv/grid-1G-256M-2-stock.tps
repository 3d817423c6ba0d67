sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1436.45 qps: 8653.69 (r/w/o: 0.00/5773.79/2879.90) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1612.62 qps: 9660.73 (r/w/o: 0.00/6435.49/3225.24) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1744.97 qps: 10481.80 (r/w/o: 0.00/6991.86/3489.93) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1435.37 qps: 8610.21 (r/w/o: 0.00/5738.47/2871.74) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1488.25 qps: 8915.52 (r/w/o: 0.00/5940.02/2975.50) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1297.32 qps: 7807.98 (r/w/o: 0.00/5212.33/2595.65) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1464.27 qps: 8769.59 (r/w/o: 0.00/5841.06/2928.53) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1418.48 qps: 8519.91 (r/w/o: 0.00/5683.94/2835.97) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1370.13 qps: 8218.81 (r/w/o: 0.00/5477.55/2741.26) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1442.54 qps: 8643.18 (r/w/o: 0.00/5762.12/2881.06) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1450.90 qps: 8712.40 (r/w/o: 0.00/5806.60/2905.80) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1857.39 qps: 11158.33 (r/w/o: 0.00/7443.55/3714.78) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1981.95 qps: 11885.71 (r/w/o: 0.00/7921.81/3963.91) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1903.01 qps: 11411.08 (r/w/o: 0.00/7605.06/3806.02) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1641.24 qps: 9856.46 (r/w/o: 0.00/6573.98/3282.48) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1668.84 qps: 9993.04 (r/w/o: 0.00/6655.36/3337.68) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1466.93 qps: 8818.61 (r/w/o: 0.00/5884.74/2933.87) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1621.98 qps: 9727.88 (r/w/o: 0.00/6484.92/3242.96) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1715.60 qps: 10302.58 (r/w/o: 0.00/6870.39/3432.19) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1714.94 qps: 10272.65 (r/w/o: 0.00/6845.77/3426.88) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1549.46 qps: 9299.73 (r/w/o: 0.00/6197.82/3101.91) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1585.61 qps: 9525.65 (r/w/o: 0.00/6354.43/3171.21) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1562.01 qps: 9376.07 (r/w/o: 0.00/6252.04/3124.02) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1781.96 qps: 10691.73 (r/w/o: 0.00/7127.82/3563.91) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1959.87 qps: 11759.21 (r/w/o: 0.00/7839.48/3919.74) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1906.65 qps: 11435.89 (r/w/o: 0.00/7622.60/3813.30) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1931.93 qps: 11578.56 (r/w/o: 0.00/7714.71/3863.85) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1485.05 qps: 8915.31 (r/w/o: 0.00/5946.21/2969.10) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1396.22 qps: 8371.30 (r/w/o: 0.00/5577.87/2793.43) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1725.53 qps: 10369.17 (r/w/o: 0.00/6918.11/3451.05) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1789.55 qps: 10734.32 (r/w/o: 0.00/7155.21/3579.11) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 2116.09 qps: 12683.56 (r/w/o: 0.00/8451.38/4232.19) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1695.74 qps: 10173.42 (r/w/o: 0.00/6781.94/3391.47) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1438.80 qps: 8647.83 (r/w/o: 0.00/5770.23/2877.61) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1200.05 qps: 7204.28 (r/w/o: 0.00/4804.18/2400.09) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1098.28 qps: 6569.68 (r/w/o: 0.00/4377.12/2192.56) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1144.87 qps: 6887.19 (r/w/o: 0.00/4593.46/2293.73) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 899.53 qps: 5395.15 (r/w/o: 0.00/3596.10/1799.05) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1266.78 qps: 7584.66 (r/w/o: 0.00/5052.11/2532.55) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1291.81 qps: 7758.87 (r/w/o: 0.00/5174.25/2584.62) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1559.74 qps: 9365.46 (r/w/o: 0.00/6246.97/3118.48) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1556.28 qps: 9337.68 (r/w/o: 0.00/6224.12/3113.56) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1736.07 qps: 10411.43 (r/w/o: 0.00/6939.29/3472.14) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1831.39 qps: 10968.33 (r/w/o: 0.00/7306.55/3661.78) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 2082.38 qps: 12519.31 (r/w/o: 0.00/8353.54/4165.77) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           285340
        other:                           142670
        total:                           428010
    transactions:                        71335  (1585.06 per sec.)
    queries:                             428010 (9510.39 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0041s
    total number of events:              71335

Latency (ms):
         min:                                    0.67
         avg:                                    5.04
         max:                                   84.72
         95th percentile:                       10.46
         sum:                               359762.06

Threads fairness:
    events (avg/stddev):           8916.8750/42.35
    execution time (avg/stddev):   44.9703/0.00

