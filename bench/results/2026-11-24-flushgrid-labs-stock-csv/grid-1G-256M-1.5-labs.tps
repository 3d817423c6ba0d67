sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1045.33 qps: 6311.97 (r/w/o: 0.00/4213.31/2098.66) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1283.17 qps: 7700.01 (r/w/o: 0.00/5132.68/2567.34) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1351.39 qps: 8103.34 (r/w/o: 0.00/5401.56/2701.78) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1447.90 qps: 8691.43 (r/w/o: 0.00/5795.62/2895.80) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1567.56 qps: 9388.37 (r/w/o: 0.00/6254.25/3134.12) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1449.30 qps: 8709.81 (r/w/o: 0.00/5810.21/2899.60) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1439.76 qps: 8633.53 (r/w/o: 0.00/5755.02/2878.51) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1449.21 qps: 8703.25 (r/w/o: 0.00/5803.83/2899.42) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1287.22 qps: 7723.30 (r/w/o: 0.00/5148.87/2574.43) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1294.70 qps: 7761.23 (r/w/o: 0.00/5172.82/2588.41) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1390.73 qps: 8330.40 (r/w/o: 0.00/5547.94/2782.47) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1701.30 qps: 10219.82 (r/w/o: 0.00/6817.21/3402.60) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1691.81 qps: 10153.87 (r/w/o: 0.00/6770.24/3383.62) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1732.57 qps: 10398.40 (r/w/o: 0.00/6933.27/3465.13) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1763.68 qps: 10577.06 (r/w/o: 0.00/7049.71/3527.35) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 2067.57 qps: 12411.43 (r/w/o: 0.00/8276.29/4135.14) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1777.45 qps: 10663.68 (r/w/o: 0.00/7108.79/3554.89) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1610.25 qps: 9654.52 (r/w/o: 0.00/6434.01/3220.51) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1689.17 qps: 10145.05 (r/w/o: 0.00/6766.70/3378.35) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1621.46 qps: 9719.76 (r/w/o: 0.00/6476.84/3242.92) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1534.09 qps: 9202.56 (r/w/o: 0.00/6134.38/3068.19) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1565.24 qps: 9387.42 (r/w/o: 0.00/6258.95/3128.47) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1341.27 qps: 8062.63 (r/w/o: 0.00/5378.09/2684.54) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1510.00 qps: 9060.03 (r/w/o: 0.00/6040.02/3020.01) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1693.93 qps: 10159.57 (r/w/o: 0.00/6771.71/3387.86) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1564.97 qps: 9393.82 (r/w/o: 0.00/6263.88/3129.94) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1726.76 qps: 10355.56 (r/w/o: 0.00/6902.04/3453.52) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1207.48 qps: 7229.91 (r/w/o: 0.00/4815.94/2413.97) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1283.62 qps: 7718.72 (r/w/o: 0.00/5150.48/2568.24) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1137.18 qps: 6826.08 (r/w/o: 0.00/4551.72/2274.36) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1015.78 qps: 6086.68 (r/w/o: 0.00/4055.12/2031.56) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1228.24 qps: 7377.42 (r/w/o: 0.00/4920.95/2456.47) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 863.98 qps: 5174.90 (r/w/o: 0.00/3446.94/1727.96) lat (ms,95%): 29.19 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1282.53 qps: 7703.19 (r/w/o: 0.00/5138.13/2565.06) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1310.75 qps: 7861.52 (r/w/o: 0.00/5240.02/2621.51) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1374.74 qps: 8239.50 (r/w/o: 0.00/5490.01/2749.49) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1443.11 qps: 8671.73 (r/w/o: 0.00/5785.50/2886.23) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1479.98 qps: 8850.82 (r/w/o: 0.00/5893.86/2956.96) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1243.49 qps: 7489.91 (r/w/o: 0.00/4999.93/2489.98) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1302.04 qps: 7812.21 (r/w/o: 0.00/5208.14/2604.07) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 840.20 qps: 5041.20 (r/w/o: 0.00/3360.80/1680.40) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 758.39 qps: 4523.37 (r/w/o: 0.00/3008.59/1514.78) lat (ms,95%): 29.19 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 779.24 qps: 4671.44 (r/w/o: 0.00/3113.96/1557.48) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 588.25 qps: 3554.53 (r/w/o: 0.00/2375.02/1179.51) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1112.21 qps: 6659.28 (r/w/o: 0.00/4438.85/2220.42) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           247420
        other:                           123710
        total:                           371130
    transactions:                        61855  (1374.27 per sec.)
    queries:                             371130 (8245.65 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0087s
    total number of events:              61855

Latency (ms):
         min:                                    0.68
         avg:                                    5.82
         max:                                  173.87
         95th percentile:                       12.98
         sum:                               359823.29

Threads fairness:
    events (avg/stddev):           7731.8750/43.80
    execution time (avg/stddev):   44.9779/0.00

