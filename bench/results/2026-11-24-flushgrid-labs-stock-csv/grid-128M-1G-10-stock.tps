sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1325.85 qps: 7983.04 (r/w/o: 0.00/5324.35/2658.69) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 479.09 qps: 2870.53 (r/w/o: 0.00/1912.35/958.18) lat (ms,95%): 36.89 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 593.96 qps: 3579.77 (r/w/o: 0.00/2390.85/1188.92) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 850.78 qps: 5100.68 (r/w/o: 0.00/3399.12/1701.56) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 933.07 qps: 5584.42 (r/w/o: 0.00/3718.28/1866.14) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 732.83 qps: 4402.95 (r/w/o: 0.00/2938.28/1464.66) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 917.50 qps: 5517.03 (r/w/o: 0.00/3681.03/1836.00) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 707.31 qps: 4240.87 (r/w/o: 0.00/2826.25/1414.63) lat (ms,95%): 27.66 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 701.87 qps: 4209.19 (r/w/o: 0.00/2806.46/1402.73) lat (ms,95%): 29.19 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 786.61 qps: 4719.68 (r/w/o: 0.00/3146.45/1573.23) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 568.40 qps: 3390.37 (r/w/o: 0.00/2253.58/1136.80) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1013.95 qps: 6108.71 (r/w/o: 0.00/4079.81/2028.91) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 869.98 qps: 5213.88 (r/w/o: 0.00/3473.92/1739.96) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1077.93 qps: 6470.56 (r/w/o: 0.00/4314.70/2155.86) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 581.59 qps: 3492.57 (r/w/o: 0.00/2329.38/1163.19) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1251.30 qps: 7506.82 (r/w/o: 0.00/5004.22/2502.61) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1236.83 qps: 7421.96 (r/w/o: 0.00/4948.31/2473.65) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 889.81 qps: 5333.86 (r/w/o: 0.00/3554.25/1779.62) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 738.00 qps: 4433.01 (r/w/o: 0.00/2957.01/1476.00) lat (ms,95%): 31.94 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 519.15 qps: 3114.89 (r/w/o: 0.00/2076.59/1038.30) lat (ms,95%): 38.94 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 331.11 qps: 1986.65 (r/w/o: 0.00/1324.44/662.22) lat (ms,95%): 82.96 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 531.23 qps: 3187.40 (r/w/o: 0.00/2124.93/1062.47) lat (ms,95%): 34.33 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 801.01 qps: 4795.88 (r/w/o: 0.00/3195.90/1599.98) lat (ms,95%): 29.72 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 429.11 qps: 2584.71 (r/w/o: 0.00/1724.48/860.23) lat (ms,95%): 38.94 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 864.79 qps: 5188.73 (r/w/o: 0.00/3459.15/1729.58) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 684.34 qps: 4106.05 (r/w/o: 0.00/2737.37/1368.68) lat (ms,95%): 38.94 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 978.40 qps: 5867.39 (r/w/o: 0.00/3910.59/1956.80) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 674.84 qps: 4049.03 (r/w/o: 0.00/2699.35/1349.68) lat (ms,95%): 38.25 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 496.11 qps: 2979.63 (r/w/o: 0.00/1987.42/992.21) lat (ms,95%): 38.94 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 865.85 qps: 5195.09 (r/w/o: 0.00/3463.40/1731.70) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 760.04 qps: 4553.26 (r/w/o: 0.00/3033.17/1520.09) lat (ms,95%): 39.65 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 910.13 qps: 5467.58 (r/w/o: 0.00/3647.32/1820.27) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 541.29 qps: 3228.09 (r/w/o: 0.00/2145.51/1082.57) lat (ms,95%): 43.39 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1205.45 qps: 7247.70 (r/w/o: 0.00/4836.80/2410.90) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 945.03 qps: 5671.16 (r/w/o: 0.00/3781.11/1890.05) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1054.13 qps: 6327.77 (r/w/o: 0.00/4219.51/2108.26) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 904.99 qps: 5414.93 (r/w/o: 0.00/3604.94/1809.99) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 978.99 qps: 5885.91 (r/w/o: 0.00/3927.94/1957.97) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1113.95 qps: 6668.71 (r/w/o: 0.00/4442.80/2225.90) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1052.18 qps: 6330.93 (r/w/o: 0.00/4224.60/2106.34) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 955.18 qps: 5720.00 (r/w/o: 0.00/3809.65/1910.35) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 528.21 qps: 3172.23 (r/w/o: 0.00/2115.81/1056.42) lat (ms,95%): 39.65 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 768.58 qps: 4619.46 (r/w/o: 0.00/3082.29/1537.16) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 550.56 qps: 3303.38 (r/w/o: 0.00/2202.25/1101.13) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 968.95 qps: 5798.68 (r/w/o: 0.00/3863.78/1934.89) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           146764
        other:                           73382
        total:                           220146
    transactions:                        36691  (815.23 per sec.)
    queries:                             220146 (4891.40 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0064s
    total number of events:              36691

Latency (ms):
         min:                                    0.54
         avg:                                    9.81
         max:                                  279.78
         95th percentile:                       29.19
         sum:                               359854.85

Threads fairness:
    events (avg/stddev):           4586.3750/92.37
    execution time (avg/stddev):   44.9819/0.00

